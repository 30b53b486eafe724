import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { StageTime } from './methods';
import { staleVersionOf } from '../../providers/responses';

/**
 * Deletes a stage-to-stage time with the version the list read; a time someone changed since is
 * refused (9012) and the list under `queryKey` is read again.
 */
export function useRemoveStageTime(queryKey: unknown[]) {
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, version }: StageTime) =>
      dataProvider.deleteProcurementStageToStageTime({ uuid, version }),
    onSuccess: () => {
      notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      if (staleVersionOf(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
