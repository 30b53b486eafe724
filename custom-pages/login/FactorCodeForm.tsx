import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, TextField } from '@mui/material';
import type { SecondFactorPending } from '../../contract/secondFactor';
import { SubmitButton } from '../PublicPageLayout';

type CodeMethod = 'TOTP' | 'RECOVERY';

/**
 * The second step's code form: an authenticator code or, switched with the button below it, a
 * recovery code. `onVerify` gets the method and the code typed.
 */
export const FactorCodeForm = ({
  methods,
  busy,
  onVerify,
}: {
  methods: SecondFactorPending['secondFactor']['methods'];
  busy: boolean;
  onVerify(method: CodeMethod, code: string): void;
}) => {
  const translate = useTranslate();
  const [method, setMethod] = useState<CodeMethod>(methods.includes('TOTP') ? 'TOTP' : 'RECOVERY');
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(method, code.trim());
  };

  return (
    <>
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          key={method}
          label={translate(
            method === 'TOTP'
              ? 'zabuni.secondFactor.codeLabel'
              : 'zabuni.secondFactor.recoveryLabel',
          )}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{
            htmlInput: {
              inputMode: method === 'TOTP' ? 'numeric' : 'text',
              autoComplete: 'one-time-code',
              maxLength: 20,
            },
          }}
          fullWidth
          margin="normal"
          autoFocus
        />
        <SubmitButton
          label={translate('zabuni.secondFactor.verify')}
          busy={busy}
          busyLabel={translate('zabuni.login.loggingIn')}
          disabled={code.trim() === '' || busy}
        />
      </Box>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => {
          setMethod(method === 'TOTP' ? 'RECOVERY' : 'TOTP');
          setCode('');
        }}
        disabled={method === 'RECOVERY' && !methods.includes('TOTP')}
      >
        {translate(
          method === 'TOTP' ? 'zabuni.secondFactor.useRecovery' : 'zabuni.secondFactor.useCode',
        )}
      </Button>
    </>
  );
};
