import { Component, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

/**
 * The last line of defence: an error outside react-admin's own boundaries shows the error cover
 * instead of a blank page. Its text is fixed English, since the translations may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sorry, something went wrong!
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </Box>
    );
  }
}
