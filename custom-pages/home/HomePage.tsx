import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useCanAccess, useGetIdentity, useLocale, useTranslate } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Typography,
} from '@mui/material';
import { getCurrentUser } from '../../providers/session';
import { tendererUserTypes } from '../../providers/resourceDescriptor';
import type { ServiceUserType } from '../../contract/users';
import { DashboardOverview } from './DashboardOverview';
import { MySignedDocuments } from './MySignedDocuments';
import { MyWork } from './MyWork';
import { SpokenWelcome } from './SpokenWelcome';
import { VideoDialog } from './VideoDialog';

// Only administrators, who see the platform statistics, download them.
const PlatformCharts = lazy(() => import('./PlatformCharts'));
/** A tenderer's home, with its company form (react-admin's forms): only tenderers download it. */
export const TendererRegistrationPage = lazy(() =>
  import('../tenderer/TendererRegistrationPage').then((module) => ({
    default: module.TendererRegistrationPage,
  })),
);

/**
 * Home (/ and /landing): a tenderer's is their registration; staff get a welcome (also spoken),
 * what waits for them (task counters and notifications), their reference data at a glance (counts,
 * recent changes, pending requests), the platform statistics for administrators,
 * and the areas they may open.
 */
export const HomePage = () => {
  const translate = useTranslate();
  const userType = getCurrentUser()?.userTypeEnum as ServiceUserType | undefined;
  if (userType && tendererUserTypes.includes(userType)) {
    return (
      <Suspense fallback={<CircularProgress aria-label={translate('zabuni.home.loading')} />}>
        <TendererRegistrationPage />
      </Suspense>
    );
  }
  return <StaffHomePage />;
};

const StaffHomePage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { identity } = useGetIdentity();
  const { canAccess: canListChargeTypes } = useCanAccess({
    resource: 'charge-types',
    action: 'list',
  });
  const { canAccess: canSeeStatistics } = useCanAccess({ resource: 'statistics', action: 'list' });
  const name = identity?.fullName ?? '';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 10 }}>
      <Title title={translate('zabuni.menu.home')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {translate('zabuni.landing.title', { name })}
        </Typography>
        <SpokenWelcome name={name} />
        <VideoDialog />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('zabuni.landing.intro')}
      </Typography>
      <MyWork />
      <DashboardOverview />
      {canSeeStatistics && (
        <Suspense fallback={<CircularProgress aria-label={translate('zabuni.home.loading')} />}>
          <PlatformCharts locale={locale} />
        </Suspense>
      )}
      {canListChargeTypes && (
        <Card sx={{ maxWidth: 360 }}>
          <CardActionArea component={RouterLink} to="/charge-types">
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <ReceiptLongIcon color="primary" fontSize="large" />
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('zabuni.landing.chargeTypes')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('zabuni.landing.chargeTypesHint')}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      )}
      <MySignedDocuments />
    </Box>
  );
};
