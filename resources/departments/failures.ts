import { useNotify } from 'react-admin';
import { failureReason, responseCodeErrorOf } from '../../providers/responses';

/** 'Operation failed: {message}' for the membership actions and deletions. */
export function useOperationFailure() {
  const notify = useNotify();
  return (error: unknown) =>
    notify('zabuni.departments.operationFailed', {
      type: 'error',
      messageArgs: { message: failureReason(error) },
    });
}

/** 'Failed to save record' plus the code, with the server's reason beside it. */
export function useSaveFailure() {
  const notify = useNotify();
  return (error: unknown) => {
    const failure = responseCodeErrorOf(error);
    const code = failure ? `${failure.code} (${failure.serverMessage})` : failureReason(error);
    notify('zabuni.departments.saveFailed', { type: 'error', messageArgs: { code } });
  };
}
