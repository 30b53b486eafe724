import { useNotify, useRefresh } from 'react-admin';
import { useOperationFailure } from './failures';

/**
 * Runs a membership action, then shows the spec's success text and reloads the department and its
 * users; a failure shows 'Operation failed: {message}'.
 */
export function useDepartmentAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useOperationFailure();
  return async (action: () => Promise<void>, successMessage: string) => {
    try {
      await action();
      notify(successMessage, { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
}
