import { useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';

/** 'Sorry, something went wrong!' with Try Again, which reloads the page. */
export const ErrorCover = () => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('zabuni.cover.error')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('zabuni.cover.tryAgain')}
      </Button>
    </Box>
  );
};
