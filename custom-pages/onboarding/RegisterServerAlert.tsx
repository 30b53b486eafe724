import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Button } from '@mui/material';
import { REGISTRATION_TOAST_MS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';

/**
 * The server's refusal of a registration. For an account that exists but is not active, a warning
 * that offers the activation link again.
 */
export const RegisterServerAlert = ({
  message,
  email,
  isAccountNotActive,
  onActivationResent,
}: {
  message: string;
  email: string;
  isAccountNotActive: boolean;
  onActivationResent: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isResending, setIsResending] = useState(false);

  const resendActivation = async () => {
    setIsResending(true);
    try {
      const result = await onboardingApi.sendEmail(email);
      notify(result.status ? 'zabuni.register.activationResent' : result.message, {
        type: result.status ? 'success' : 'error',
        autoHideDuration: REGISTRATION_TOAST_MS,
      });
      if (result.status) onActivationResent();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setIsResending(false);
  };

  return (
    <Alert
      severity={isAccountNotActive ? 'warning' : 'error'}
      sx={{ my: 2 }}
      action={
        isAccountNotActive ? (
          <Button color="inherit" size="small" onClick={resendActivation} disabled={isResending}>
            {translate('zabuni.register.resendActivation')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
};
