import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { fetchProfileCompleteness } from '../../providers/tendererProfileApi';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { profileSections } from '../../providers/operations/tendererProfileMethods';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * tenderer_registration, where tenderers land after signing in: how complete their profile is,
 * section by section, read through the tenderer-data operations. Editing the sections is not part
 * of this release.
 */
export const TendererRegistrationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { identity } = useGetIdentity();
  const title = translate('zabuni.modules.tendererRegistration.title');
  useDocumentTitle(title);
  const { data, isPending, isError } = useQuery({
    queryKey: ['tenderer', 'completeness'],
    queryFn: () => fetchProfileCompleteness(dataProvider),
  });
  const sections = [
    { key: 'company', count: data?.tenderer ? 1 : 0 },
    ...profileSections.map(({ key }) => ({ key, count: data?.counts[key] ?? 0 })),
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {translate('zabuni.modules.welcome', { name: identity?.fullName ?? '' })}{' '}
          {data?.tenderer
            ? translate('zabuni.tendererProfile.for', { name: data.tenderer.name })
            : translate('zabuni.tendererProfile.intro')}
        </Typography>
        {isError && <Alert severity="error">{translate('zabuni.home.failed')}</Alert>}
        {isPending ? (
          <LinearProgress aria-label={translate('zabuni.home.loading')} />
        ) : (
          <Box sx={{ maxWidth: 560 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <LinearProgress
                variant="determinate"
                value={data?.percentage ?? 0}
                sx={{ flex: 1, height: 10, borderRadius: 5 }}
                aria-label={translate('zabuni.tendererProfile.completeness')}
              />
              <Typography sx={{ fontWeight: 600 }}>{data?.percentage ?? 0}%</Typography>
            </Box>
            <List dense>
              {sections.map(({ key, count }) => (
                <ListItem key={key} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {count > 0 ? (
                      <CheckCircle color="success" />
                    ) : (
                      <RadioButtonUnchecked color="disabled" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={translate(`zabuni.tendererProfile.sections.${key}`)}
                    secondary={
                      count > 0
                        ? translate('zabuni.tendererProfile.records', { smart_count: count })
                        : translate('zabuni.tendererProfile.missing')
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary">
              {translate('zabuni.modules.tendererRegistration.body')}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
