import { useShowWhenSaved } from '../shared/useShowWhenSaved';
import { VersionedEdit } from '../shared/VersionedEdit';
import { InstitutionForm } from './InstitutionForm';

// Pessimistic: 'Institution edited successful' only once the server has saved it.
export const InstitutionEdit = () => {
  const onSuccess = useShowWhenSaved('institutions', 'zabuni.institutions.edited');
  return (
    <VersionedEdit mutationOptions={{ onSuccess }}>
      <InstitutionForm />
    </VersionedEdit>
  );
};
