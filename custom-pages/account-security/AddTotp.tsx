import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { TotpEnrolment } from '../../contract/secondFactor';
import { confirmTotp, startTotp, type SignInTokens } from '../../providers/secondFactorApi';
import { useFailureText } from './useFailureText';

type Confirmed = Awaited<ReturnType<typeof confirmTotp>>;

/**
 * Adds an authenticator app: a new key as a QR code and in text, confirmed by the first code. With
 * `challenge`, during sign-in (the answer then holds tokens).
 */
export const AddTotp = ({
  challenge,
  onAdded,
}: {
  challenge?: string;
  onAdded(answer: Confirmed | SignInTokens): void;
}) => {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [name, setName] = useState(translate('zabuni.secondFactor.totpName'));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setEnrolment(await startTotp(challenge)));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    void run(async () => {
      const body = { factorUuid: enrolment.factorUuid, code: code.trim(), name: name.trim() };
      onAdded(await confirmTotp(body, challenge));
    });
  };

  if (!enrolment) {
    return (
      <Box>
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="outlined" onClick={start} disabled={busy}>
          {translate('zabuni.secondFactor.addTotp')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={confirm} noValidate sx={{ maxWidth: 420 }}>
      <Typography>{translate('zabuni.secondFactor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrDataUrl}
        alt={translate('zabuni.secondFactor.qrAlt')}
        sx={{ width: 200, height: 200, display: 'block', my: 1 }}
      />
      <TextField
        label={translate('zabuni.secondFactor.secretLabel')}
        value={enrolment.secret}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
        fullWidth
        margin="dense"
      />
      <TextField
        label={translate('zabuni.secondFactor.nameLabel')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        fullWidth
        margin="dense"
      />
      <TextField
        label={translate('zabuni.secondFactor.codeLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
        }}
        fullWidth
        margin="dense"
        autoFocus
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || code.trim().length !== 6 || name.trim() === ''}
        sx={{ mt: 1 }}
      >
        {translate('zabuni.secondFactor.confirm')}
      </Button>
    </Box>
  );
};
