import { Link as RouterLink } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/** "anything else" for a signed-out visitor: the public pages' card, with the way to Sign In. */
export const PublicNotFoundPage = () => {
  const translate = useTranslate();
  return (
    <PublicPageLayout title={translate('zabuni.notFound.title')} actions={<LocalesMenuButton />}>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.notFound.body')}</Typography>
      <Button component={RouterLink} to="/login" variant="outlined">
        {translate('zabuni.login.title')}
      </Button>
    </PublicPageLayout>
  );
};

/** "anything else" in the route table, signed in: a page of the signed-in layout. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <PageTitle title={translate('zabuni.notFound.title')} />
      <CardContent>
        <Typography sx={{ mb: 3 }}>{translate('zabuni.notFound.body')}</Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          {translate('zabuni.placeholder.backHome')}
        </Button>
      </CardContent>
    </Card>
  );
};
