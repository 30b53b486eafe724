import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInSummary } from '../../contract/secondFactor';
import { formatDate } from '../../locales/formats';
import { endSignIn, listSignIns } from '../../providers/secondFactorApi';

const SIGN_INS_KEY = ['sign-ins'];

/**
 * The user's live sign-ins (issue 40): when each began and was last active, how it was made (the
 * token's amr and acr), and a way to end any other one.
 */
export const SignInsCard = ({ onFailure }: { onFailure(failure: unknown): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signIns = useQuery({ queryKey: SIGN_INS_KEY, queryFn: listSignIns });
  const end = async (id: string) => {
    try {
      await endSignIn(id);
      notify('zabuni.secondFactor.signInEnded', { type: 'success' });
    } catch (failure) {
      onFailure(failure);
    }
    await queryClient.invalidateQueries({ queryKey: SIGN_INS_KEY });
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom id="sign-ins-title">
          {translate('zabuni.secondFactor.signIns')}
        </Typography>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-labelledby="sign-ins-title"
        >
          {signIns.data?.map((signIn) => (
            <SignInRow key={signIn.id} signIn={signIn} onEnd={() => void end(signIn.id)} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The words for a sign-in's methods: "Password and authenticator code", ... */
const useMethodsText = () => {
  const translate = useTranslate();
  return (amr: string[]) =>
    amr.map((method) => translate(`zabuni.secondFactor.amr.${method}`, { _: method })).join(' + ');
};

const SignInRow = ({ signIn, onEnd }: { signIn: SignInSummary; onEnd(): void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const methodsText = useMethodsText();
  const when = (iso: string) => formatDate(iso, locale, { withTime: true });
  const strength = translate(`zabuni.secondFactor.acr.${signIn.acr}`, { _: signIn.acr });
  return (
    <Box
      component="li"
      aria-label={translate('zabuni.secondFactor.signInStarted', { date: when(signIn.startedAt) })}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 16rem' }}>
        <Typography sx={{ fontWeight: 'bold' }}>
          {translate('zabuni.secondFactor.signInStarted', { date: when(signIn.startedAt) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {methodsText(signIn.amr)} · {strength}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('zabuni.secondFactor.lastActive', { date: when(signIn.lastActiveAt) })}
        </Typography>
      </Box>
      {signIn.current ? (
        <Chip label={translate('zabuni.secondFactor.thisSignIn')} color="primary" size="small" />
      ) : (
        <Button color="error" onClick={onEnd}>
          {translate('zabuni.secondFactor.endSignIn')}
        </Button>
      )}
    </Box>
  );
};
