import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A call to the server from a button or a choice: busy while it runs; once done, its success text
 * (with arguments read from the answer where given) and the page read again; otherwise the failure
 * as `onFailure` tells it, by default the error's own text.
 */
export function useServerAction<Args extends unknown[], Result>({
  call,
  success,
  successArgs,
  onFailure,
  onSettled,
}: {
  call: (...args: Args) => Promise<Result>;
  success: string;
  successArgs?: (result: Result) => Record<string, unknown>;
  onFailure?: (error: unknown) => void;
  /** After success or failure (closing a confirmation, say). */
  onSettled?: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  const run = async (...args: Args) => {
    setSaving(true);
    try {
      const result = await call(...args);
      notify(success, { type: 'success', messageArgs: successArgs?.(result) });
      refresh();
    } catch (error) {
      if (onFailure) onFailure(error);
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
      onSettled?.();
    }
  };
  return { run: (...args: Args) => void run(...args), isSaving };
}
