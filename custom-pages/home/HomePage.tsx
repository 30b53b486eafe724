import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useCanAccess,
  useDataProvider,
  useGetIdentity,
  useLocale,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { useQueries } from '@tanstack/react-query';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { getCurrentUser } from '../../providers/session';
import { tendererUserTypes } from '../../providers/resourceDescriptor';
import type { ServiceUserType } from '../../contract/users';
import { DashboardOverview } from './DashboardOverview';
import { homeQueries } from './homeQueries';
import { MySignedDocuments } from './MySignedDocuments';
import { MyWork } from './MyWork';
import { SpokenWelcome } from './SpokenWelcome';
import { useRisingProgress } from './useRisingProgress';
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
      <PageTitle title={translate('zabuni.menu.home')} />
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
      <HomeSections>
        <MyWork />
        <DashboardOverview />
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
        {/* Last: its code and statistics come after the rest, and move nothing below them. */}
        {canSeeStatistics && (
          <Suspense fallback={<CircularProgress aria-label={translate('zabuni.home.loading')} />}>
            <PlatformCharts locale={locale} />
          </Suspense>
        )}
      </HomeSections>
    </Box>
  );
};

/**
 * The home's sections, shown together once their first reads have answered (or failed): shown as
 * each answer came, the later ones pushed the earlier ones down (a layout shift of 0.24 at a phone's
 * width). Until then one progress bar, where the first section starts.
 */
const HomeSections = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const pending = useQueries({
    queries: Object.values(homeQueries(dataProvider)),
    combine: (results) => results.some((result) => result.isPending),
  });
  const progress = useRisingProgress(pending);
  if (!pending) return <>{children}</>;
  return (
    <LinearProgress
      variant="determinate"
      value={progress}
      aria-label={translate('zabuni.home.loading')}
      sx={{ mb: 2 }}
    />
  );
};
