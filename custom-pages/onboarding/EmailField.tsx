import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';

/**
 * The email box of Register and Forgot Password: judged as one types (the caller says whether it is
 * valid), with the same message under it once a typed address is not one.
 */
export const EmailField = ({
  label,
  value,
  isValid,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  isValid: boolean;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  const isWrong = value !== '' && !isValid;
  return (
    <TextField
      label={translate(label)}
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={isWrong}
      helperText={isWrong ? translate('zabuni.register.invalidEmail') : ' '}
      fullWidth
      margin="normal"
      required
      autoFocus={autoFocus}
      autoComplete="email"
    />
  );
};
