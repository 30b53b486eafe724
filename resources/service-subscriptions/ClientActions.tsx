import CheckIcon from '@mui/icons-material/Check';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';

type ClientRecord = {
  numericId: string;
  confirmed: boolean;
  client: { name: string };
  service: { name: string };
};

/** Confirm: shown on a pending client; 'Confirmed Successfully' once the server has saved it. */
export function ConfirmClientButton() {
  const client = useRecordContext<ClientRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  if (!client || client.confirmed) return null;
  const run = async () => {
    setSaving(true);
    try {
      await dataProvider.confirmSubscription({ clientId: client.numericId });
      notify('zabuni.organisation.confirmedSuccessfully', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button label="zabuni.organisation.confirm" onClick={() => void run()} disabled={isSaving}>
      <CheckIcon />
    </Button>
  );
}

/** Unsubscribe, after a confirmation; a failure shows 'Failed to unsubscribed Client details'. */
export function UnsubscribeClientButton() {
  const client = useRecordContext<ClientRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isOpen, setOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);
  if (!client) return null;
  const run = async () => {
    setSaving(true);
    try {
      await dataProvider.deleteClientFromMyInstitution({ clientId: client.numericId });
      notify('zabuni.organisation.unsubscribed', { type: 'success' });
      refresh();
    } catch {
      notify('zabuni.organisation.unsubscribeFailed', { type: 'error' });
    } finally {
      setSaving(false);
      setOpen(false);
    }
  };
  const names = { name: client.client.name, service: client.service.name };
  return (
    <>
      <Button label="zabuni.organisation.unsubscribe" color="error" onClick={() => setOpen(true)}>
        <LinkOffIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isSaving}
        title="zabuni.organisation.unsubscribeTitle"
        titleTranslateOptions={names}
        content="zabuni.organisation.unsubscribeContent"
        translateOptions={names}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
