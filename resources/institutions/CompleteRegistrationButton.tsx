import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useServerAction } from '../shared/useServerAction';
import { useNotifyServerReason } from './useNotifyServerReason';

/**
 * completeProcuringEntityRegistrationByUuid: 'PE information has been updated successfully', or the
 * server's list of what is still missing (category, email, phone, postal address).
 */
export function CompleteRegistrationButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { run, isSaving } = useServerAction({
    call: () =>
      dataProvider.completeProcuringEntityRegistrationByUuid({ uuid: String(record?.uuid) }),
    success: 'zabuni.institutions.registrationCompleted',
    onFailure: useNotifyServerReason(),
  });
  if (!record || record.registrationComplete) return null;
  return (
    <Button
      label="zabuni.institutions.completeRegistration"
      onClick={() => run()}
      disabled={isSaving}
    >
      <TaskAltIcon />
    </Button>
  );
}
