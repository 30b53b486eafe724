import { DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { SavedCreate, SavedEdit } from '../shared/SavedScreens';
import { OcdsExportButton } from './OcdsExportButton';
import { PlanForm } from './PlanForm';

/** After a save: the spec's text, then the list. */
export const PlanCreate = () => (
  <SavedCreate message="zabuni.plans.created" then="list">
    <PlanForm />
  </SavedCreate>
);

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <OcdsExportButton />
    <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const PlanEdit = () => (
  <SavedEdit message="zabuni.plans.updated" then="list">
    <PlanForm toolbar={<EditToolbar />} />
  </SavedEdit>
);
