import { useNotify } from 'react-admin';
import { ResponseCodeError } from '../../providers/responses';

/**
 * The spec's failure texts carry the response code ('Failed to create or update role: {code}');
 * the server's own reason follows it, so the administrator knows what to change.
 */
export function useRoleFailure(message: string) {
  const notify = useNotify();
  return (error: unknown) => {
    const code =
      error instanceof ResponseCodeError
        ? `${error.code} (${error.serverMessage})`
        : error instanceof Error
          ? error.message
          : String(error);
    notify(message, { type: 'error', messageArgs: { code } });
  };
}
