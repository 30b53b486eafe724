import { VersionedEdit } from '../shared/VersionedEdit';
import { Create, DeleteButton, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { OcdsExportButton } from './OcdsExportButton';
import { PlanForm } from './PlanForm';

/** After a save: the spec's text, then the list. */
const useSaved = (message: string) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(message, { type: 'success' });
    redirect('list', 'annual-procurement-plans');
  };
};

export const PlanCreate = () => {
  const onSuccess = useSaved('zabuni.plans.created');
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
  const onSuccess = useSaved('zabuni.plans.updated');
  return (
    <VersionedEdit mutationOptions={{ onSuccess }}>
      <PlanForm toolbar={<EditToolbar />} />
    </VersionedEdit>
  );
};
