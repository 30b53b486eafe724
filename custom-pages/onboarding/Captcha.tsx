import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { onboardingApi } from './onboardingApi';

type CaptchaState = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The self-hosted captcha (ALTCHA): ticking the box fetches a challenge from our server and solves
 * its proof of work in the browser, no third party involved. The answer is accepted once, so the
 * parent remounts this (a new `key`) after each submission.
 */
export const Captcha = ({ onSolved }: { onSolved: (payload: string | null) => void }) => {
  const translate = useTranslate();
  const [state, setState] = useState<CaptchaState>('idle');

  const solve = async () => {
    setState('solving');
    try {
      const challenge = (await onboardingApi.captchaChallenge()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('not solved');
      setState('solved');
      onSolved(btoa(JSON.stringify({ challenge, solution })));
    } catch {
      setState('failed');
      onSolved(null);
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: state === 'failed' ? 'error.main' : 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
        my: 1,
        display: 'flex',
        alignItems: 'center',
        minHeight: 56,
      }}
    >
      {state === 'solved' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }} role="status">
          <CheckCircle color="success" />
          <Typography>{translate('zabuni.captcha.verified')}</Typography>
        </Box>
      ) : (
        <FormControlLabel
          control={
            state === 'solving' ? (
              <CircularProgress size={22} sx={{ m: 1.25 }} />
            ) : (
              <Checkbox checked={false} onChange={solve} />
            )
          }
          label={translate(
            state === 'solving'
              ? 'zabuni.captcha.verifying'
              : state === 'failed'
                ? 'zabuni.captcha.failed'
                : 'zabuni.captcha.label',
          )}
        />
      )}
    </Box>
  );
};
