import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';

/** Recovery codes, shown once: the user keeps them, then goes on. */
export const RecoveryCodesShown = ({ codes, onDone }: { codes: string[]; onDone(): void }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('zabuni.secondFactor.recoveryTitle')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('zabuni.secondFactor.recoveryIntro')}
      </Alert>
      <Box
        component="ul"
        aria-label={translate('zabuni.secondFactor.recoveryTitle')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 0,
          fontFamily: 'monospace',
          fontSize: '1.1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ mt: 2 }}>
        {translate('zabuni.secondFactor.saved')}
      </Button>
    </Box>
  );
};
