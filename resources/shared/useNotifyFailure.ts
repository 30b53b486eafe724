import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { responseCodeErrorOf } from '../../providers/responses';

/**
 * The server's reason behind a failure, wherever the call was made: a custom method throws the
 * envelope's error itself, a react-admin verb (delete, update) wraps it in an HttpError's body.
 * Nothing for a failure the server did not explain (the network, a crash).
 */
export function serverReasonOf(error: unknown): string | null {
  return responseCodeErrorOf(error)?.serverMessage || null;
}

/**
 * A failure toast with the spec's text exactly as written ('Failed to Delete Institution detals'),
 * and the server's reason, when it gave one, on a second line ('... has 2 user account(s)').
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (messageKey: string, error?: unknown) => {
      const reason = serverReasonOf(error);
      notify(reason ? `${translate(messageKey)}\n${reason}` : messageKey, {
        type: 'error',
        multiLine: true,
      });
    },
    [notify, translate],
  );
}
