import { useNotify } from 'react-admin';
import { ResponseCodeError } from '../../providers/responses';

/** The envelope's error: thrown as is by the custom methods, inside HttpError.body by react-admin's verbs. */
function responseCodeErrorOf(error: unknown): ResponseCodeError | undefined {
  if (error instanceof ResponseCodeError) return error;
  const body = (error as { body?: unknown } | null)?.body;
  return body instanceof ResponseCodeError ? body : undefined;
}

/** The server's own reason when there is one, otherwise what the error says. */
export function failureReason(error: unknown): string {
  const failure = responseCodeErrorOf(error);
  if (failure) return failure.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** 'Operation failed: {message}' (section 8) for the membership actions and deletions. */
export function useOperationFailure() {
  const notify = useNotify();
  return (error: unknown) =>
    notify('zabuni.departments.operationFailed', {
      type: 'error',
      messageArgs: { message: failureReason(error) },
    });
}

/** 'Failed to save record' plus the code (section 8), with the server's reason beside it. */
export function useSaveFailure() {
  const notify = useNotify();
  return (error: unknown) => {
    const failure = responseCodeErrorOf(error);
    const code = failure ? `${failure.code} (${failure.serverMessage})` : failureReason(error);
    notify('zabuni.departments.saveFailed', { type: 'error', messageArgs: { code } });
  };
}
