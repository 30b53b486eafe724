import { Create } from 'react-admin';
import { EditFromList } from '../departmental-needs/EditFromList';
import { TenderLotForm } from './TenderLotForm';
import { TenderLotList } from './TenderLotList';

// A tender's lots' screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
const TenderLotCreate = () => (
  <Create redirect="list">
    <TenderLotForm />
  </Create>
);

const TenderLotEdit = () => (
  <EditFromList>
    <TenderLotForm isSaved />
  </EditFromList>
);

export { TenderLotList as list, TenderLotCreate as create, TenderLotEdit as edit };
