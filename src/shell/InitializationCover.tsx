import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * 'Initializing...' while the app checks the session. Shown before translations are loaded, so its
 * text is the spec's own.
 */
export const InitializationCover = () => (
  <Box
    role="status"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
    }}
  >
    <img src="/favicon.svg" alt="" width={56} height={56} />
    <CircularProgress size={28} />
    <Typography>Initializing...</Typography>
  </Box>
);
