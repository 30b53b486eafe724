import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';
import type { TotpEnrolment } from '../../contract/secondFactor';
import { confirmTotp, startTotp, type SignInTokens } from '../../providers/secondFactorApi';
import { TotpConfirmForm } from './TotpConfirmForm';
import { useFailureText } from '../../providers/signInFailure';

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
    <TotpConfirmForm
      enrolment={enrolment}
      busy={busy}
      error={error}
      onConfirm={(confirmation) =>
        void run(async () => {
          onAdded(
            await confirmTotp({ factorUuid: enrolment.factorUuid, ...confirmation }, challenge),
          );
        })
      }
    />
  );
};
