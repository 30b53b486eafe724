import { useNotify } from 'react-admin';
import { failureReason, responseCodeErrorOf } from '../../providers/responses';

/**
 * The spec's failure texts carry the response code ('Failed to create or update role: {code}');
 * the server's own reason follows it, so the administrator knows what to change.
 */
export function useRoleFailure(message: string) {
  const notify = useNotify();
  return (error: unknown) => {
    // react-admin's verbs wrap the envelope's error (HttpError.body); reading only the outer error
    // showed its message key (zabuni.responseCodes.9003) to the administrator.
    const failure = responseCodeErrorOf(error);
    const code = failure ? `${failure.code} (${failure.serverMessage})` : failureReason(error);
    notify(message, { type: 'error', messageArgs: { code } });
  };
}
