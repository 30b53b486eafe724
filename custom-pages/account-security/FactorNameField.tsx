import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';

/** The name a person gives a second factor ("Work laptop"), as adding and renaming ask for it. */
export const FactorNameField = ({
  value,
  onChange,
  width,
}: {
  value: string;
  onChange(name: string): void;
  /** Its flex basis beside the buttons of its row. */
  width: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('zabuni.secondFactor.nameLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 60 } }}
      size="small"
      sx={{ flex: `1 1 ${width}` }}
    />
  );
};
