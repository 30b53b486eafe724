import SyncIcon from '@mui/icons-material/Sync';
import { Button, useDataProvider } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useNotifyFailure } from '../shared/useNotifyFailure';
import { useServerAction } from '../shared/useServerAction';

/** syncInstitutionFromGisp: the counts on success, 'Failed to Sync Institution detals' and why otherwise. */
export function SyncFromGispButton() {
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { run, isSaving } = useServerAction({
    call: () => dataProvider.syncInstitutionFromGisp(),
    success: 'zabuni.institutions.synced',
    successArgs: (counts) => ({ ...counts }),
    onFailure: (error) => notifyFailure('zabuni.institutions.syncFailed', error),
  });
  return (
    <Button label="zabuni.institutions.sync" onClick={() => run()} disabled={isSaving}>
      <SyncIcon />
    </Button>
  );
}
