import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { ResponseCodeError } from '../../providers/responses';
import { useNotifyFailure } from '../shared/useNotifyFailure';

/** syncInstitutionFromGisp: the counts on success, 'Failed to Sync Institution detals' and why otherwise. */
export function SyncFromGispButton() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isSyncing, setSyncing] = useState(false);
  const sync = async () => {
    setSyncing(true);
    try {
      const counts = await dataProvider.syncInstitutionFromGisp();
      notify('zabuni.institutions.synced', { type: 'success', messageArgs: { ...counts } });
      refresh();
    } catch (error) {
      notifyFailure(
        'zabuni.institutions.syncFailed',
        error instanceof ResponseCodeError ? error.serverMessage : null,
      );
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Button label="zabuni.institutions.sync" onClick={() => void sync()} disabled={isSyncing}>
      <SyncIcon />
    </Button>
  );
}
