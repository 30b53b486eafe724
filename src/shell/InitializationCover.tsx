import { useTranslate } from 'react-admin';
import { Box, CircularProgress, Typography } from '@mui/material';
import { centredScreen } from '../../custom-pages/PublicPageLayout';

/** 'Initializing...' with the product's image while the app checks the session. */
export const InitializationCover = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ ...centredScreen, gap: 2 }}>
      <img src="/favicon.svg" alt="" width={56} height={56} />
      <CircularProgress size={28} />
      <Typography>{translate('zabuni.cover.initializing', { _: 'Initializing...' })}</Typography>
    </Box>
  );
};
