import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack } from '@mui/material';

/** A user with no second factor to present: cancel, or go to account security to add one. */
export const StepUpEnrolFirst = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="info">{translate('zabuni.secondFactor.enrolFirst')}</Alert>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{translate('zabuni.secondFactor.cancel')}</Button>
        <Button variant="contained" component={RouterLink} to="/account-security" onClick={onClose}>
          {translate('zabuni.secondFactor.openSecurity')}
        </Button>
      </Box>
    </Stack>
  );
};
