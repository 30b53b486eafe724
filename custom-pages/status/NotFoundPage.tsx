import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/** "anything else" in the route table. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <PublicPageLayout title={translate('zabuni.notFound.title')}>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {translate('zabuni.placeholder.backHome')}
      </Button>
    </PublicPageLayout>
  );
};
