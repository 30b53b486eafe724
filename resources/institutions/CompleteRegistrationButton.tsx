import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { ResponseCodeError } from '../../providers/responses';

/**
 * completeProcuringEntityRegistrationByUuid: 'PE information has been updated successfully', or the
 * server's list of what is still missing (category, email, phone, postal address).
 */
export function CompleteRegistrationButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  if (!record || record.registrationComplete) return null;
  const complete = async () => {
    setSaving(true);
    try {
      await dataProvider.completeProcuringEntityRegistrationByUuid({ uuid: String(record.uuid) });
      notify('zabuni.institutions.registrationCompleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof ResponseCodeError ? error.serverMessage : String(error), {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      label="zabuni.institutions.completeRegistration"
      onClick={() => void complete()}
      disabled={isSaving}
    >
      <TaskAltIcon />
    </Button>
  );
}
