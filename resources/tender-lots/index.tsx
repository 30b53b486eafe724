import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Create } from 'react-admin';
import { EditFromList } from '../departmental-needs/EditFromList';
import { TenderLotForm } from './TenderLotForm';
import { TenderLotList } from './TenderLotList';

/** The lots of a tender (getTenderLots, createUpdateTenderLot, deleteTenderLot). */
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

export default {
  list: TenderLotList,
  create: TenderLotCreate,
  edit: TenderLotEdit,
  icon: ViewModuleIcon,
  recordRepresentation: 'title',
};
