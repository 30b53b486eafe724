import { useSaved } from '../shared/useSaved';
import { VersionedEdit } from '../shared/VersionedEdit';
import { InstitutionForm } from './InstitutionForm';

// Pessimistic: 'Institution edited successful' only once the server has saved it.
export const InstitutionEdit = () => {
  const onSuccess = useSaved('zabuni.institutions.edited', 'institutions', 'show');
  return (
    <VersionedEdit mutationOptions={{ onSuccess }}>
      <InstitutionForm />
    </VersionedEdit>
  );
};
