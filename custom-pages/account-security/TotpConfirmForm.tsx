import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { TotpEnrolment } from '../../contract/secondFactor';

/**
 * The new authenticator key as a QR code and in text, the name to give it and the first code that
 * confirms it. `onConfirm` gets the name and code, trimmed.
 */
export const TotpConfirmForm = ({
  enrolment,
  busy,
  error,
  onConfirm,
}: {
  enrolment: TotpEnrolment;
  busy: boolean;
  error?: string;
  onConfirm(confirmation: { code: string; name: string }): void;
}) => {
  const translate = useTranslate();
  const [name, setName] = useState(translate('zabuni.secondFactor.totpName'));
  const [code, setCode] = useState('');
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ code: code.trim(), name: name.trim() });
  };

  return (
    <Box component="form" onSubmit={confirm} noValidate sx={{ maxWidth: 420 }}>
      <Typography>{translate('zabuni.secondFactor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrDataUrl}
        alt={translate('zabuni.secondFactor.qrAlt')}
        sx={{ width: 200, height: 200, display: 'block', my: 1 }}
      />
      <TextField
        label={translate('zabuni.secondFactor.secretLabel')}
        value={enrolment.secret}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
        fullWidth
        margin="dense"
      />
      <TextField
        label={translate('zabuni.secondFactor.nameLabel')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        fullWidth
        margin="dense"
      />
      <TextField
        label={translate('zabuni.secondFactor.codeLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
        }}
        fullWidth
        margin="dense"
        autoFocus
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={busy || code.trim().length !== 6 || name.trim() === ''}
        sx={{ mt: 1 }}
      >
        {translate('zabuni.secondFactor.confirm')}
      </Button>
    </Box>
  );
};
