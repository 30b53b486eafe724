import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
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
import type { ProfileCompleteness } from './tendererProfileApi';
import { profileSections } from './methods';

/** Done (some records) or still to do. */
const SectionIcon = ({ count }: { count: number }) => (
  <ListItemIcon sx={{ minWidth: 36 }}>
    {count > 0 ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="disabled" />}
  </ListItemIcon>
);

/** A section's entry: a link to its list once the company is registered; a part is indented. */
const SectionEntry = ({
  sectionKey,
  count,
  to,
  secondary,
  isPart,
}: {
  sectionKey: string;
  count: number;
  to: string | null;
  secondary: string;
  isPart: boolean;
}) => {
  const translate = useTranslate();
  return (
    <ListItem disablePadding sx={isPart ? { pl: 4 } : undefined}>
      <ListItemButton
        {...(to ? { component: RouterLink, to } : { disabled: true })}
        data-testid={`section-${sectionKey}`}
      >
        <SectionIcon count={count} />
        <ListItemText
          primary={translate(`zabuni.tendererRegistration.sections.${sectionKey}`)}
          secondary={secondary}
        />
      </ListItemButton>
    </ListItem>
  );
};

/**
 * How complete a tenderer's registration is: the percentage, the company, then each section with
 * its count, a link to its list once the company is registered.
 */
export const RegistrationProgressCard = ({
  title,
  completeness: data,
}: {
  title: string;
  completeness: ProfileCompleteness;
}) => {
  const translate = useTranslate();
  const hasCompany = !!data.tenderer;
  const countText = (count: number) =>
    count > 0
      ? translate('zabuni.tendererRegistration.records', { smart_count: count })
      : translate('zabuni.tendererRegistration.missing');
  return (
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
            <SectionIcon count={hasCompany ? 1 : 0} />
            <ListItemText
              primary={translate('zabuni.tendererRegistration.sections.company')}
              secondary={data.tenderer?.name ?? translate('zabuni.tendererRegistration.missing')}
            />
          </ListItem>
          {profileSections.map((section) => (
            <SectionEntry
              key={section.key}
              sectionKey={section.key}
              count={data.counts[section.key]}
              to={hasCompany ? `/${section.resource}` : null}
              secondary={countText(data.counts[section.key])}
              isPart={'partOf' in section}
            />
          ))}
        </List>
        {!hasCompany && (
          <Typography variant="body2" color="text.secondary">
            {translate('zabuni.tendererRegistration.companyFirst')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
