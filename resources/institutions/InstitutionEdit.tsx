import { Edit, useNotify, useRedirect } from 'react-admin';
import { InstitutionForm } from './InstitutionForm';

// Pessimistic: 'Institution edited successful' only once the server has saved it.
export const InstitutionEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record: { id: string }) => {
          notify('zabuni.institutions.edited', { type: 'success' });
          redirect('show', 'institutions', record.id);
        },
      }}
    >
      <InstitutionForm />
    </Edit>
  );
};
