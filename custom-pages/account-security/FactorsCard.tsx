import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { SecondFactorSummary } from '../../contract/secondFactor';
import { formatDate } from '../../locales/formats';
import { FactorNameField } from './FactorNameField';
import {
  listFactors,
  newRecoveryCodes,
  removeFactor,
  renameFactor,
} from '../../providers/secondFactorApi';

/**
 * The user's second factors, each renamed or removed in place, and how many recovery codes are left
 * with a button for new ones. `attempt` runs a change and reports its failure.
 */
export const FactorsCard = ({
  factors,
  attempt,
  onNewCodes,
}: {
  factors: Awaited<ReturnType<typeof listFactors>> | undefined;
  attempt(work: () => Promise<void>): Promise<void>;
  onNewCodes(codes: string[]): void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('zabuni.secondFactor.factors')}
        </Typography>
        {factors?.factors.length === 0 && (
          <Typography>{translate('zabuni.secondFactor.none')}</Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {factors?.factors.map((factor) => (
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
        {factors && factors.factors.length > 0 && (
          <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>
              {translate('zabuni.secondFactor.recoveryLeft', {
                count: factors.recoveryCodesLeft,
              })}
            </Typography>
            <Button onClick={() => attempt(async () => onNewCodes(await newRecoveryCodes()))}>
              {translate('zabuni.secondFactor.newCodes')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
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
        <FactorNameField value={name} onChange={setName} width="14rem" />
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
