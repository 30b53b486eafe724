import { VersionedEdit } from '../shared/VersionedEdit';
import { Create, DeleteButton, SaveButton, Toolbar } from 'react-admin';
import { useSaved } from '../shared/useSaved';
import { OcdsExportButton } from './OcdsExportButton';
import { PlanForm } from './PlanForm';

/** After a save: the spec's text, then the list. */
export const PlanCreate = () => {
  const onSuccess = useSaved('zabuni.plans.created', 'annual-procurement-plans', 'list');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <PlanForm />
    </Create>
  );
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <OcdsExportButton />
    <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const PlanEdit = () => {
  const onSuccess = useSaved('zabuni.plans.updated', 'annual-procurement-plans', 'list');
  return (
    <VersionedEdit mutationOptions={{ onSuccess }}>
      <PlanForm toolbar={<EditToolbar />} />
    </VersionedEdit>
  );
};
