import { Create } from 'react-admin';
import { DepartmentalNeedForm } from './DepartmentalNeedForm';
import { EditFromList } from './EditFromList';

// Departmental needs' forms: one chunk, loaded when the first is opened (index.ts, lazyScreens).
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

export { DepartmentalNeedCreate as create, DepartmentalNeedEdit as edit };
