import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Create } from 'react-admin';
import { EditFromList } from '../departmental-needs/EditFromList';
import { TenderLotForm } from './TenderLotForm';
import { TenderLotList } from './TenderLotList';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
import { tenderLotOperations } from './operations';

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

const descriptor: ResourceDescriptor = {
  name: 'tender-lots',
  operations: tenderLotOperations,
  permissions: {
    list: 'app.tenderLot.read',
    create: 'app.tenderLot.write',
    edit: 'app.tenderLot.write',
    delete: 'app.tenderLot.write',
  },
  menu: { section: 'planning', order: 60 },
  list: TenderLotList,
  create: TenderLotCreate,
  edit: TenderLotEdit,
  icon: ViewModuleIcon,
  recordRepresentation: 'title',
};

export default descriptor;
