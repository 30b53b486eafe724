import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/** A page of the route table whose screens come in a later release: says so instead of blanking. */
export const PlaceholderPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <PublicPageLayout title={translate('zabuni.placeholder.title')}>
      <Typography sx={{ mb: 3 }}>
        {translate('zabuni.placeholder.body', { page: pathname })}
      </Typography>
      <Button component={RouterLink} to="/login" variant="outlined">
        {translate('zabuni.placeholder.backToLogin')}
      </Button>
    </PublicPageLayout>
  );
};
