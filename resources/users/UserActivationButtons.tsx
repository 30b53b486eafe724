import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useNotifyFailure } from '../shared/useNotifyFailure';

/**
 * Bulk activate or deactivate the ticked users, one activateUser/deactivateUser call each; the
 * spec's failure text names how many failed and why.
 */
const ActivationButton = ({ active }: { active: boolean }) => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const [isWorking, setWorking] = useState(false);

  const run = async () => {
    setWorking(true);
    const results = await Promise.allSettled(
      selectedIds.map((id) =>
        active
          ? dataProvider.activateUser({ id: String(id) })
          : dataProvider.deactivateUser({ id: String(id) }),
      ),
    );
    setWorking(false);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      notifyFailure(
        active ? 'zabuni.identity.activateFailed' : 'zabuni.identity.deactivateFailed',
        failure.reason,
      );
    } else {
      notify('zabuni.identity.userUpdated', { type: 'success' });
      unselectAll();
    }
    refresh();
  };

  return (
    <Button
      label={active ? 'zabuni.identity.activate' : 'zabuni.identity.deactivate'}
      onClick={run}
      disabled={isWorking}
    >
      {active ? <CheckCircleIcon /> : <BlockIcon />}
    </Button>
  );
};

export const UserBulkActions = () => (
  <>
    <ActivationButton active />
    <ActivationButton active={false} />
  </>
);
