import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listFactors } from '../../providers/secondFactorApi';
import { AddPasskey } from './AddPasskey';
import { AddTotp } from './AddTotp';
import { FactorsCard } from './FactorsCard';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { SignInsCard } from './SignInsCard';
import { useFailureText } from '../../providers/signInFailure';

const FACTORS_KEY = ['second-factors'];

/**
 * Account security (issue 40): the user's second factors (rename, remove), adding an authenticator
 * app or a passkey, recovery codes, shown once when made, and the user's sign-ins.
 */
export const AccountSecurityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: listFactors });
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();

  const added = (answer: object) => {
    notify('zabuni.secondFactor.added', { type: 'success' });
    // Signed in, the first factor's recovery codes come in the answer's data.
    const { data } = answer as { data?: { recoveryCodes?: string[] } | null };
    if (data?.recoveryCodes) setCodes(data.recoveryCodes);
    void queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
  };
  const attempt = async (work: () => Promise<void>) => {
    setError(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <PageTitle title={translate('zabuni.secondFactor.pageTitle')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('zabuni.secondFactor.pageTitle')}
      </Typography>
      {codes ? (
        <Card>
          <CardContent>
            <RecoveryCodesShown codes={codes} onDone={() => setCodes(undefined)} />
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <FactorsCard factors={factors.data} attempt={attempt} onNewCodes={setCodes} />
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <AddTotp onAdded={added} />
                <AddPasskey onAdded={added} />
              </Stack>
            </CardContent>
          </Card>
          <SignInsCard onFailure={(failure) => setError(failureText(failure))} />
        </Stack>
      )}
    </Box>
  );
};
