import { DeleteWithConfirmButton } from 'react-admin';
import { useRoleFailure } from './useRoleFailure';

/** Deletes an institution's role once confirmed, from its row or its page; base roles have none. */
export const DeleteRoleButton = () => {
  const onError = useRoleFailure('zabuni.identity.roleDeleteFailed');
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      successMessage="zabuni.identity.roleDeleted"
    />
  );
};
