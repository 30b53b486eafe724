import { Create, useNotify, useRedirect } from 'react-admin';
import { InstitutionForm } from './InstitutionForm';

// 'Institution registered successful' once the server has saved it; then its page.
export const InstitutionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (record: { id: string }) => {
          notify('zabuni.institutions.registered', { type: 'success' });
          redirect('show', 'institutions', record.id);
        },
      }}
    >
      <InstitutionForm />
    </Create>
  );
};
