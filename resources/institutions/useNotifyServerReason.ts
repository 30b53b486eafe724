import { useNotify } from 'react-admin';
import { ResponseCodeError } from '../../providers/responses';

/** The server's own reason for a refusal, as the institution screens show it. */
export function useNotifyServerReason() {
  const notify = useNotify();
  return (error: unknown) =>
    notify(error instanceof ResponseCodeError ? error.serverMessage : String(error), {
      type: 'error',
    });
}
