import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useOperationFailure } from './failures';

/**
 * Runs a membership action, then shows the spec's success text and reloads the department and its
 * users; a failure shows 'Operation failed: {message}'.
 */
export function useDepartmentAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useOperationFailure();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  return async (
    action: (dataProvider: ZabuniDataProvider) => Promise<unknown>,
    successMessage: string,
  ) => {
    try {
      await action(dataProvider);
      notify(successMessage, { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
}
