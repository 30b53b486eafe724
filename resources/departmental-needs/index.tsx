import ChecklistIcon from '@mui/icons-material/Checklist';
import { Create } from 'react-admin';
import { DepartmentalNeedForm } from './DepartmentalNeedForm';
import { DepartmentalNeedList } from './DepartmentalNeedList';
import { EditFromList } from './EditFromList';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
import { departmentalNeedOperations } from './operations';

/** Departmental needs (getDepartmentalNeeds, createUpdateDepartmentalNeed, deleteDepartmentalNeed). */
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

const descriptor: ResourceDescriptor = {
  name: 'departmental-needs',
  operations: departmentalNeedOperations,
  permissions: {
    list: 'app.departmentalNeed.read',
    create: 'app.departmentalNeed.write',
    edit: 'app.departmentalNeed.write',
    delete: 'app.departmentalNeed.delete',
  },
  menu: { section: 'planning', order: 50 },
  list: DepartmentalNeedList,
  create: DepartmentalNeedCreate,
  edit: DepartmentalNeedEdit,
  icon: ChecklistIcon,
  recordRepresentation: 'description',
};

export default descriptor;
