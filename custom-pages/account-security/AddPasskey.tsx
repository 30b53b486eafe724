import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';
import { addPasskey } from '../../providers/passkeys';
import { FactorNameField } from './FactorNameField';
import { useFailureText } from '../../providers/signInFailure';

type Added = Awaited<ReturnType<typeof addPasskey>>;

/** Adds a passkey (this device's or a security key), named by the user. */
export const AddPasskey = ({
  challenge,
  onAdded,
}: {
  challenge?: string;
  onAdded(answer: Added): void;
}) => {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [name, setName] = useState(translate('zabuni.secondFactor.passkeyName'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const add = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onAdded(await addPasskey(name.trim(), challenge));
    } catch (failure) {
      // The browser's own refusal (cancelled, no authenticator) is not the server's.
      const isBrowsers = failure instanceof Error && failure.name !== 'Error';
      setError(isBrowsers ? translate('zabuni.secondFactor.passkeyFailed') : failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', maxWidth: 420 }}>
      <FactorNameField value={name} onChange={setName} width="12rem" />
      <Button variant="outlined" onClick={add} disabled={busy || name.trim() === ''}>
        {translate('zabuni.secondFactor.addPasskey')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};
