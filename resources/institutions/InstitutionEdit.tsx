import { useNotify, useRedirect } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import { InstitutionForm } from './InstitutionForm';

// Pessimistic: 'Institution edited successful' only once the server has saved it.
export const InstitutionEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <VersionedEdit
      mutationOptions={{
        onSuccess: (record: { id: string }) => {
          notify('zabuni.institutions.edited', { type: 'success' });
          redirect('show', 'institutions', record.id);
        },
      }}
    >
      <InstitutionForm />
    </VersionedEdit>
  );
};
