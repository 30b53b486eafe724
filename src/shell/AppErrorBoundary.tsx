import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { FailureBoundary } from '../../resources/shared/FailureBoundary';

/**
 * The last line of defence: an error outside react-admin's own boundaries shows the error cover
 * instead of a blank page. Its text is fixed English, since the translations may be what failed.
 */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <FailureBoundary fallback={() => <ErrorCover />}>{children}</FailureBoundary>
);

const ErrorCover = () => (
  <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
    <Typography variant="h5" component="h1" gutterBottom>
      Sorry, something went wrong!
    </Typography>
    <Button variant="contained" onClick={() => window.location.reload()}>
      Try Again
    </Button>
  </Box>
);
