import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, DialogContent, TextField } from '@mui/material';
import { stepUpWithCode } from '../../providers/secondFactorApi';
import { useFailureText } from '../../providers/signInFailure';

/**
 * The second factor asked for one step-up: a code (authenticator or recovery) or a passkey. It owns
 * the code typed and the last failure, so a new request (a new key) starts empty.
 */
export const StepUpCodeForm = ({ onClose }: { onClose(steppedUp: boolean): void }) => {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const attempt = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      onClose(true);
    } catch (failure) {
      const isBrowsers = failure instanceof Error && failure.name !== 'Error';
      setError(isBrowsers ? translate('zabuni.secondFactor.passkeyFailed') : failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const method = code.trim().length === 6 ? 'TOTP' : 'RECOVERY';
    void attempt(() => stepUpWithCode(method, code.trim()));
  };

  return (
    <DialogContent>
      <Box component="form" onSubmit={submit} noValidate sx={{ width: '100%' }}>
        <Alert severity="info">{translate('zabuni.secondFactor.stepUpIntro')}</Alert>
        <TextField
          label={translate('zabuni.secondFactor.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'one-time-code', maxLength: 20 } }}
          fullWidth
          margin="normal"
          autoFocus
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={() => onClose(false)}>{translate('zabuni.secondFactor.cancel')}</Button>
          <Button
            disabled={busy}
            onClick={() =>
              void attempt(() =>
                import('../../providers/passkeys').then((module) => module.presentPasskey()),
              )
            }
          >
            {translate('zabuni.secondFactor.usePasskey')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || code.trim() === ''}>
            {translate('zabuni.secondFactor.verify')}
          </Button>
        </Box>
      </Box>
    </DialogContent>
  );
};
