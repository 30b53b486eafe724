import CheckIcon from '@mui/icons-material/Check';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useServerAction } from '../shared/useServerAction';

type ClientRecord = {
  numericId: string;
  confirmed: boolean;
  client: { name: string };
  service: { name: string };
};

/** Confirm: shown on a pending client; 'Confirmed Successfully' once the server has saved it. */
export function ConfirmClientButton() {
  const client = useRecordContext<ClientRecord>();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { run, isSaving } = useServerAction({
    call: () => dataProvider.confirmSubscription({ clientId: String(client?.numericId) }),
    success: 'zabuni.organisation.confirmedSuccessfully',
  });
  if (!client || client.confirmed) return null;
  return (
    <Button label="zabuni.organisation.confirm" onClick={() => run()} disabled={isSaving}>
      <CheckIcon />
    </Button>
  );
}

/** Unsubscribe, after a confirmation; a failure shows 'Failed to unsubscribed Client details'. */
export function UnsubscribeClientButton() {
  const client = useRecordContext<ClientRecord>();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [isOpen, setOpen] = useState(false);
  const { run, isSaving } = useServerAction({
    call: () => dataProvider.deleteClientFromMyInstitution({ clientId: String(client?.numericId) }),
    success: 'zabuni.organisation.unsubscribed',
    onFailure: () => notify('zabuni.organisation.unsubscribeFailed', { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!client) return null;
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
        onConfirm={() => run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
