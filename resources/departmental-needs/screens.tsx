import { Create } from 'react-admin';
import { DepartmentalNeedForm } from './DepartmentalNeedForm';
import { DepartmentalNeedList } from './DepartmentalNeedList';
import { EditFromList } from './EditFromList';

// Departmental needs' screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
const DepartmentalNeedCreate = () => (
  <Create redirect="list">
    <DepartmentalNeedForm />
  </Create>
);

const DepartmentalNeedEdit = () => (
  <EditFromList>
    <DepartmentalNeedForm />
  </EditFromList>
);

export {
  DepartmentalNeedList as list,
  DepartmentalNeedCreate as create,
  DepartmentalNeedEdit as edit,
};
