import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/**
 * /under-maintenance and /under-construction?data={description}: what is happening and when to come
 * back. Try again returns to the app, whose guard sends the user back here while it lasts.
 */
export const SystemUnavailablePage = ({ reason }: { reason: 'maintenance' | 'locked' }) => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const description = reason === 'locked' ? searchParams.get('data') : null;
  return (
    <PublicPageLayout title={translate(`zabuni.unavailable.${reason}.title`)}>
      <Typography sx={{ mb: 2 }}>{translate(`zabuni.unavailable.${reason}.body`)}</Typography>
      {description && (
        <Typography sx={{ mb: 2, fontWeight: 500 }} data-testid="lock-description">
          {description}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('zabuni.unavailable.comeBack')}
      </Typography>
      <Button variant="contained" href="/">
        {translate('zabuni.cover.tryAgain')}
      </Button>
    </PublicPageLayout>
  );
};

export const UnderMaintenancePage = () => <SystemUnavailablePage reason="maintenance" />;
export const UnderConstructionPage = () => <SystemUnavailablePage reason="locked" />;
