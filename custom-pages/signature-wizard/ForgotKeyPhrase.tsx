import { useNotify, useTranslate } from 'react-admin';
import { Link, Typography } from '@mui/material';
import { revokeSignature } from './dsmsApi';

/**
 * "Forgot your key phrase?": revokes the user's key so that a new one can be requested (offered
 * after a failed request or signing).
 */
export const ForgotKeyPhrase = ({
  userUuid,
  onRevoked,
}: {
  userUuid: string;
  onRevoked(): void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const revoke = async () => {
    const response = await revokeSignature(userUuid);
    if (response.message === 'ERROR') {
      notify('zabuni.signature.failedToSet', {
        type: 'error',
        messageArgs: { message: String(response.data ?? '') },
      });
      return;
    }
    notify('zabuni.signature.revoked', { type: 'info' });
    onRevoked();
  };
  return (
    <Typography sx={{ mt: 2 }}>
      {translate('zabuni.signature.forgotKeyPhrase')}{' '}
      <Link component="button" type="button" onClick={revoke}>
        {translate('zabuni.signature.revoke')}
      </Link>
    </Typography>
  );
};
