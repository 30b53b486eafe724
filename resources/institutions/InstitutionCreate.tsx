import { Create } from 'react-admin';
import { useShowWhenSaved } from '../shared/useShowWhenSaved';
import { InstitutionForm } from './InstitutionForm';

// 'Institution registered successful' once the server has saved it; then its page.
export const InstitutionCreate = () => {
  const onSuccess = useShowWhenSaved('institutions', 'zabuni.institutions.registered');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <InstitutionForm />
    </Create>
  );
};
