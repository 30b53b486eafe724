import { useTranslate } from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';

const levels = [
  { max: 25, color: 'error', label: 'zabuni.password.strength.weak' },
  { max: 50, color: 'warning', label: 'zabuni.password.strength.fair' },
  { max: 75, color: 'info', label: 'zabuni.password.strength.good' },
  { max: 100, color: 'success', label: 'zabuni.password.strength.strong' },
] as const;

/** The strength bar of the password forms: 0 to 100, only 100 lets the form submit. */
export const PasswordStrengthBar = ({ strength }: { strength: number }) => {
  const translate = useTranslate();
  const level = levels.find((l) => strength <= l.max) ?? levels[3];
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(strength, 4)}
        color={level.color}
        aria-label={translate('zabuni.password.strength.label')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('zabuni.password.strength.label')}: {translate(level.label)}
        {strength < 100 ? ` - ${translate('zabuni.password.strength.advice')}` : ''}
      </Typography>
    </Box>
  );
};
