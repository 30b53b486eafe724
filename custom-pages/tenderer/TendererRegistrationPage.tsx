import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { fetchProfileCompleteness } from './tendererProfileApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { profileSections } from './methods';
import { getCurrentUser } from '../../providers/session';
import { tendererUserTypes } from '../../providers/resourceDescriptor';
import type { ServiceUserType } from '../../contract/users';
import { CompanyDetailsForm } from './CompanyDetailsForm';

/**
 * A tenderer's home and tenderer_registration, where they land after signing in: a greeting by name,
 * how complete their registration is, and each section with a link to fill it in. The company
 * details come first: without them no section can be kept.
 */
export const TendererRegistrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const title = translate('zabuni.tendererRegistration.title');
  const [isEditingCompany, setEditingCompany] = useState(false);
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
        <Title title={title} />
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Alert severity="info">{translate('zabuni.tendererRegistration.forTenderers')}</Alert>
      </Box>
    );
  }
  const icon = (count: number) => (
    <ListItemIcon sx={{ minWidth: 36 }}>
      {count > 0 ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="disabled" />}
    </ListItemIcon>
  );
  /** A section's entry: a link to its list once the company is registered; a part is indented. */
  const entry = (
    key: string,
    count: number,
    to: string | null,
    secondary: string,
    isPart = false,
  ) => (
    <ListItem key={key} disablePadding sx={isPart ? { pl: 4 } : undefined}>
      <ListItemButton
        {...(to ? { component: RouterLink, to } : { disabled: true })}
        data-testid={`section-${key}`}
      >
        {icon(count)}
        <ListItemText
          primary={translate(`zabuni.tendererRegistration.sections.${key}`)}
          secondary={secondary}
        />
      </ListItemButton>
    </ListItem>
  );
  const countText = (count: number) =>
    count > 0
      ? translate('zabuni.tendererRegistration.records', { smart_count: count })
      : translate('zabuni.tendererRegistration.missing');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 10 }}>
      <Title title={title} />
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
            <Card sx={{ flex: '1 1 360px', maxWidth: 600 }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <LinearProgress
                    variant="determinate"
                    value={data.percentage}
                    sx={{ flex: 1, height: 10, borderRadius: 5 }}
                    aria-label={translate('zabuni.tendererRegistration.completeness')}
                  />
                  <Typography sx={{ fontWeight: 600 }} data-testid="registration-percentage">
                    {data.percentage}%
                  </Typography>
                </Box>
                <List dense>
                  <ListItem sx={{ px: 2 }}>
                    {icon(hasCompany ? 1 : 0)}
                    <ListItemText
                      primary={translate('zabuni.tendererRegistration.sections.company')}
                      secondary={
                        data.tenderer?.name ?? translate('zabuni.tendererRegistration.missing')
                      }
                    />
                  </ListItem>
                  {profileSections.map((section) =>
                    entry(
                      section.key,
                      data.counts[section.key],
                      hasCompany ? `/${section.resource}` : null,
                      countText(data.counts[section.key]),
                      'partOf' in section,
                    ),
                  )}
                </List>
                {!hasCompany && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('zabuni.tendererRegistration.companyFirst')}
                  </Typography>
                )}
              </CardContent>
            </Card>
            <Card sx={{ flex: '1 1 360px', maxWidth: 600 }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('zabuni.tendererRegistration.sections.company')}
                </Typography>
                {!hasCompany || isEditingCompany ? (
                  <CompanyDetailsForm
                    tenderer={data.tenderer}
                    personName={data.personName}
                    onSaved={() => setEditingCompany(false)}
                  />
                ) : (
                  <>
                    <Typography>{data.tenderer?.name}</Typography>
                    {data.tenderer?.tin && (
                      <Typography variant="body2" color="text.secondary">
                        {translate('zabuni.tendererRegistration.company.tin')}: {data.tenderer.tin}
                      </Typography>
                    )}
                    <Button sx={{ mt: 1 }} onClick={() => setEditingCompany(true)}>
                      {translate('zabuni.tendererRegistration.company.edit')}
                    </Button>
                  </>
                )}
              </CardContent>
            </Card>
          </Box>
        )
      )}
    </Box>
  );
};
