import { DeleteWithConfirmButton } from 'react-admin';
import { useOperationFailure } from './failures';

/**
 * Deletes after a confirmation; a department that still has users is refused by the server (IN_USE)
 * and its reason is shown as 'Operation failed: {message}'.
 */
export const DeleteDepartmentButton = ({ redirect = false }: { redirect?: string | false }) => {
  const onError = useOperationFailure();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      mutationOptions={{ onError }}
    />
  );
};
