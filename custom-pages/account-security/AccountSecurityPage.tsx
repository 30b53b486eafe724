import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorSummary } from '../../contract/secondFactor';
import { formatDate } from '../../locales/formats';
import {
  listFactors,
  newRecoveryCodes,
  removeFactor,
  renameFactor,
} from '../../providers/secondFactorApi';
import { AddPasskey } from './AddPasskey';
import { AddTotp } from './AddTotp';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { SignInsCard } from './SignInsCard';
import { useFailureText } from './useFailureText';

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
      <Title title={translate('zabuni.secondFactor.pageTitle')} />
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
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('zabuni.secondFactor.factors')}
              </Typography>
              {factors.data?.factors.length === 0 && (
                <Typography>{translate('zabuni.secondFactor.none')}</Typography>
              )}
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {factors.data?.factors.map((factor) => (
                  <FactorRow
                    key={factor.uuid}
                    factor={factor}
                    onRename={(name) =>
                      attempt(async () => {
                        await renameFactor(factor.uuid, name);
                        notify('zabuni.secondFactor.renamed', { type: 'success' });
                      })
                    }
                    onRemove={() =>
                      attempt(async () => {
                        await removeFactor(factor.uuid);
                        notify('zabuni.secondFactor.removed', { type: 'success' });
                      })
                    }
                  />
                ))}
              </Stack>
              {factors.data && factors.data.factors.length > 0 && (
                <Box
                  sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography>
                    {translate('zabuni.secondFactor.recoveryLeft', {
                      count: factors.data.recoveryCodesLeft,
                    })}
                  </Typography>
                  <Button onClick={() => attempt(async () => setCodes(await newRecoveryCodes()))}>
                    {translate('zabuni.secondFactor.newCodes')}
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
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

/** One factor: its kind, name and last use; renamed in place, or removed. */
const FactorRow = ({
  factor,
  onRename,
  onRemove,
}: {
  factor: SecondFactorSummary;
  onRename(name: string): Promise<void>;
  onRemove(): Promise<void>;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [name, setName] = useState<string>();
  const lastUsed = factor.lastUsedAt
    ? translate('zabuni.secondFactor.lastUsed', {
        date: formatDate(factor.lastUsedAt, locale, { withTime: true }),
      })
    : translate('zabuni.secondFactor.neverUsed');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      aria-label={factor.name}
    >
      {name === undefined ? (
        <Box sx={{ flex: '1 1 14rem' }}>
          <Typography sx={{ fontWeight: 'bold' }}>{factor.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`zabuni.secondFactor.kind.${factor.kind}`)} · {lastUsed}
          </Typography>
        </Box>
      ) : (
        <TextField
          label={translate('zabuni.secondFactor.nameLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          size="small"
          sx={{ flex: '1 1 14rem' }}
        />
      )}
      {name === undefined ? (
        <Button onClick={() => setName(factor.name)}>
          {translate('zabuni.secondFactor.rename')}
        </Button>
      ) : (
        <Button
          disabled={name.trim() === ''}
          onClick={() => void onRename(name.trim()).then(() => setName(undefined))}
        >
          {translate('zabuni.secondFactor.save')}
        </Button>
      )}
      <Button color="error" onClick={() => void onRemove()}>
        {translate('zabuni.secondFactor.remove')}
      </Button>
    </Box>
  );
};
