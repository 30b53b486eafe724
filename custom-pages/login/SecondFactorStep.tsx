import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { SecondFactorPending } from '../../contract/secondFactor';
import type { TokenResponse } from '../../contract/users';
import { presentPasskey } from '../../providers/passkeys';
import { verifyCode, type SignInTokens } from '../../providers/secondFactorApi';
import { AddPasskey } from '../account-security/AddPasskey';
import { AddTotp } from '../account-security/AddTotp';
import { RecoveryCodesShown } from '../account-security/RecoveryCodesShown';
import { useFailureText } from '../../providers/signInFailure';
import { FactorCodeForm } from './FactorCodeForm';

type Pending = SecondFactorPending['secondFactor'];

/**
 * Sign In's second step (issue 40): after the right password, the user presents a second factor
 * (authenticator code, passkey or recovery code), or, when a role requires one they lack, adds one
 * first (shown their recovery codes once). `onSignedIn` gets the tokens.
 */
export const SecondFactorStep = ({
  pending,
  onSignedIn,
}: {
  pending: Pending;
  onSignedIn(tokens: TokenResponse): void;
}) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<SignInTokens>();
  const finish = (tokens: SignInTokens) =>
    tokens.recoveryCodes ? setShown(tokens) : onSignedIn(tokens);

  if (shown)
    return <RecoveryCodesShown codes={shown.recoveryCodes!} onDone={() => onSignedIn(shown)} />;
  if (pending.step === 'ENROL') {
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('zabuni.secondFactor.enrolTitle')}
        </Typography>
        <Alert severity="info">{translate('zabuni.secondFactor.enrolIntro')}</Alert>
        <AddTotp
          challenge={pending.challenge}
          onAdded={(answer) => finish(answer as SignInTokens)}
        />
        <AddPasskey
          challenge={pending.challenge}
          onAdded={(answer) => finish(answer as SignInTokens)}
        />
      </Stack>
    );
  }
  return <PresentFactor pending={pending} onSignedIn={finish} />;
};

const PresentFactor = ({
  pending,
  onSignedIn,
}: {
  pending: Pending;
  onSignedIn(tokens: SignInTokens): void;
}) => {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const attempt = async (work: () => Promise<SignInTokens | undefined>) => {
    setBusy(true);
    setError(undefined);
    try {
      const tokens = await work();
      if (tokens) onSignedIn(tokens);
    } catch (failure) {
      const isBrowsers = failure instanceof Error && failure.name !== 'Error';
      setError(isBrowsers ? translate('zabuni.secondFactor.passkeyFailed') : failureText(failure));
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('zabuni.secondFactor.title')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {pending.methods.includes('PASSKEY') && (
        <>
          <Button
            variant="contained"
            fullWidth
            disabled={busy}
            onClick={() => void attempt(() => presentPasskey(pending.challenge))}
          >
            {translate('zabuni.secondFactor.usePasskey')}
          </Button>
          <Divider sx={{ my: 2 }} />
        </>
      )}
      <FactorCodeForm
        methods={pending.methods}
        busy={busy}
        onVerify={(method, code) => void attempt(() => verifyCode(pending.challenge, method, code))}
      />
    </Box>
  );
};
