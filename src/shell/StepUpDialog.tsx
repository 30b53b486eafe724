import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { stepUpWithCode } from '../../providers/secondFactorApi';
import { answerStepUps } from '../../providers/stepUp';
import { useFailureText } from '../../custom-pages/account-security/useFailureText';

/**
 * Step-up (issue 40): a sensitive operation the server refused for want of a recent second factor
 * waits here while the user presents one (code or passkey); then it is sent again. A user with no
 * factor is sent to account security to add one.
 */
export const StepUpDialog = () => {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [asked, setAsked] = useState<{ hasFactor: boolean }>();
  const answer = useRef<(steppedUp: boolean) => void>(undefined);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(
    () =>
      answerStepUps(
        (hasFactor) =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setCode('');
            setError(undefined);
            setAsked({ hasFactor });
          }),
      ),
    [],
  );
  // The passkey library is fetched as the dialog opens, not with the shell (issue 42): ready by the
  // time the person presses "Use a passkey", whose press the browser's prompt must follow.
  useEffect(() => {
    if (asked?.hasFactor) void import('../../providers/passkeys').catch(() => undefined);
  }, [asked]);
  const close = (steppedUp: boolean) => {
    setAsked(undefined);
    answer.current?.(steppedUp);
    answer.current = undefined;
  };
  const attempt = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      close(true);
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
    <Dialog open={asked !== undefined} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="step-up-title">{translate('zabuni.secondFactor.title')}</DialogTitle>
      <DialogContent>
        {asked?.hasFactor === false ? (
          <Stack spacing={2} sx={{ width: '100%' }}>
            <Alert severity="info">{translate('zabuni.secondFactor.enrolFirst')}</Alert>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => close(false)}>
                {translate('zabuni.secondFactor.cancel')}
              </Button>
              <Button
                variant="contained"
                component={RouterLink}
                to="/account-security"
                onClick={() => close(false)}
              >
                {translate('zabuni.secondFactor.openSecurity')}
              </Button>
            </Box>
          </Stack>
        ) : (
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
            <Box
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1 }}
            >
              <Button onClick={() => close(false)}>
                {translate('zabuni.secondFactor.cancel')}
              </Button>
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
        )}
      </DialogContent>
    </Dialog>
  );
};
