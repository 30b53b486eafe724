import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';

/**
 * A key phrase box: hidden as typed; a new key phrase (the request) keeps a line below for its rule,
 * filled with the broken rule's text.
 */
export const KeyPhraseField = ({
  label,
  value,
  onChange,
  autoComplete,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  /** The broken rule's message key, null when none is broken (no line below when not given). */
  error?: string | null;
}) => {
  const translate = useTranslate();
  const checked = error !== undefined;
  return (
    <TextField
      label={translate(label)}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={checked ? !!error : undefined}
      helperText={checked ? (error ? translate(error) : ' ') : undefined}
      fullWidth
      margin="dense"
    />
  );
};
