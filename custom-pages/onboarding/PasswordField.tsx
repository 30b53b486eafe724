import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';

/** A password box with a show/hide toggle (Sign In and the password forms). */
export const PasswordField = ({
  label,
  value,
  onChange,
  error,
  autoFocus,
  autoComplete = 'new-password',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  /** new-password on the password forms, current-password on Sign In. */
  autoComplete?: 'new-password' | 'current-password';
}) => {
  const translate = useTranslate();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      label={label}
      type={isShown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? ' '}
      fullWidth
      margin="dense"
      required={autoComplete === 'new-password'}
      autoFocus={autoFocus}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  isShown ? 'zabuni.login.hidePassword' : 'zabuni.login.showPassword',
                )}
                onClick={() => setIsShown((shown) => !shown)}
                edge="end"
              >
                {isShown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
