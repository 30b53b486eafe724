import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { ResponseCodeError } from '../../providers/responses';

/** syncInstitutionFromGisp: the counts on success, 'Failed to Sync Institution detals' and why otherwise. */
export function SyncFromGispButton() {
  const notify = useNotify();
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
      notify('zabuni.institutions.syncFailed', {
        type: 'error',
        messageArgs: { reason: error instanceof ResponseCodeError ? error.serverMessage : '' },
      });
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
