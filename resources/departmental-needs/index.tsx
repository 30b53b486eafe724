import ChecklistIcon from '@mui/icons-material/Checklist';
import { Create } from 'react-admin';
import { DepartmentalNeedForm } from './DepartmentalNeedForm';
import { DepartmentalNeedList } from './DepartmentalNeedList';
import { EditFromList } from './EditFromList';

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

export default {
  list: DepartmentalNeedList,
  create: DepartmentalNeedCreate,
  edit: DepartmentalNeedEdit,
  icon: ChecklistIcon,
  recordRepresentation: 'description',
};
