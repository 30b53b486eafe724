import { useDataProvider, useTranslate } from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { fetchProfileCompleteness } from './tendererProfileApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { getCurrentUser } from '../../providers/session';
import { tendererUserTypes } from '../../providers/resourceDescriptor';
import type { ServiceUserType } from '../../contract/users';
import { CompanyCard } from './CompanyCard';
import { RegistrationProgressCard } from './RegistrationProgressCard';

/**
 * A tenderer's home and tenderer_registration, where they land after signing in: a greeting by name,
 * how complete their registration is, and each section with a link to fill it in. The company
 * details come first: without them no section can be kept.
 */
export const TendererRegistrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const title = translate('zabuni.tendererRegistration.title');
  const { data, isPending, isError } = useQuery({
    queryKey: ['tenderer', 'completeness'],
    queryFn: () => fetchProfileCompleteness(dataProvider),
    enabled: tendererUserTypes.includes(getCurrentUser()?.userTypeEnum as ServiceUserType),
  });
  const hasCompany = !!data?.tenderer;
  const userType = getCurrentUser()?.userTypeEnum as ServiceUserType | undefined;
  // Staff open this address from the route table: only tenderers register a company.
  const isTenderer = !!userType && tendererUserTypes.includes(userType);
  if (!isTenderer) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <PageTitle title={title} />
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Alert severity="info">{translate('zabuni.tendererRegistration.forTenderers')}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 10 }}>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {data?.personName
          ? translate('zabuni.tendererRegistration.greeting', { name: data.personName })
          : translate('zabuni.tendererRegistration.greetingNoName')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hasCompany
          ? translate('zabuni.tendererRegistration.for', { name: data.tenderer?.name ?? '' })
          : translate('zabuni.tendererRegistration.intro')}
      </Typography>
      {isError && <Alert severity="error">{translate('zabuni.home.failed')}</Alert>}
      {isPending ? (
        <LinearProgress aria-label={translate('zabuni.home.loading')} />
      ) : (
        data && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <RegistrationProgressCard title={title} completeness={data} />
            <CompanyCard completeness={data} />
          </Box>
        )
      )}
    </Box>
  );
};
