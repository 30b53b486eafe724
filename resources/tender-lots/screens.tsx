import { Create } from 'react-admin';
import { EditFromList } from '../departmental-needs/EditFromList';
import { TenderLotForm } from './TenderLotForm';

// A tender's lots' forms: one chunk, loaded when the first is opened (index.ts, lazyScreens).
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

export { TenderLotCreate as create, TenderLotEdit as edit };
