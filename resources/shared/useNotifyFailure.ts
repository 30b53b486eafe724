import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * A failure toast with the spec's text exactly as written ('Failed to Sync Institution detals'), and
 * the server's reason, when there is one, on a second line.
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (messageKey: string, reason?: string | null) =>
      notify(reason ? `${translate(messageKey)}\n${reason}` : messageKey, {
        type: 'error',
        multiLine: true,
      }),
    [notify, translate],
  );
}
