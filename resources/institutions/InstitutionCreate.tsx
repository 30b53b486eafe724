import { Create } from 'react-admin';
import { useSaved } from '../shared/useSaved';
import { InstitutionForm } from './InstitutionForm';

// 'Institution registered successful' once the server has saved it; then its page.
export const InstitutionCreate = () => {
  const onSuccess = useSaved('zabuni.institutions.registered', 'institutions', 'show');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <InstitutionForm />
    </Create>
  );
};
