import { Link as RouterLink } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import { getLoginRedirectUrl } from '../../providers/session';
import { PublicPageLayout } from '../PublicPageLayout';

const storedRedirect = (): string => getLoginRedirectUrl() ?? '/login';

/** manufacturer-redirect: 'Request Denied' with a link back to the stored login redirect URL. */
export const ManufacturerRedirectPage = () => {
  const translate = useTranslate();
  return (
    <PublicPageLayout title={translate('zabuni.invitation.denied')} actions={<LocalesMenuButton />}>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.invitation.deniedBody')}</Typography>
      <Button component={RouterLink} to={storedRedirect()} variant="outlined">
        {translate('zabuni.invitation.back')}
      </Button>
    </PublicPageLayout>
  );
};
