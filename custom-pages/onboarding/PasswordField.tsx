import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';

/** A password box with the show/hide toggle of the Sign In page. */
export const PasswordField = ({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      label={label}
      type={isShown ? 'text' : 'password'}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? ' '}
      fullWidth
      margin="dense"
      required
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
