import { useEffect, useState } from 'react';
import { LocalesMenuButton, useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  bulkFileUrl,
  downloadPlanCsv,
  downloadPlanJson,
  fetchOpenDataIndex,
  type OpenDataIndex,
  type PublishedPlan,
} from './openDataApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { formatDate } from '../../locales/formats';

/** The files of a published plan, each a download button of its row. */
const planFiles = [
  { format: 'JSON', save: downloadPlanJson, label: 'zabuni.openData.downloadJson' },
  { format: 'CSV', save: downloadPlanCsv, label: 'zabuni.openData.downloadCsv' },
];

/** Published plans grouped by institution, then financial year (the server's order is kept). */
function groupPlans(plans: PublishedPlan[]) {
  const groups = new Map<string, Map<string, PublishedPlan[]>>();
  for (const plan of plans) {
    const years = groups.get(plan.institution) ?? new Map<string, PublishedPlan[]>();
    years.set(plan.financialYear, [...(years.get(plan.financialYear) ?? []), plan]);
    groups.set(plan.institution, years);
  }
  return groups;
}

/**
 * Open data (/open-data, no sign-in): what the published annual procurement plans are, each as OCDS
 * JSON and as CSV, by institution and financial year, and the bulk file of every release.
 */
export const OpenDataPage = () => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const [index, setIndex] = useState<OpenDataIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    fetchOpenDataIndex().then(setIndex, () => setFailed(true));
  }, []);

  const download = (action: () => Promise<void>) => () => {
    setDownloadFailed(false);
    action().catch(() => setDownloadFailed(true));
  };

  return (
    <PublicPageLayout
      title={translate('zabuni.openData.title')}
      actions={<LocalesMenuButton />}
      wide
    >
      <Typography sx={{ mb: 1 }}>{translate('zabuni.openData.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.openData.about')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={bulkFileUrl}
          download
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('zabuni.openData.bulk')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('zabuni.openData.bulkAbout')}{' '}
        {index && (
          <>
            {translate('zabuni.openData.licence')}{' '}
            <Link href={index.license} target="_blank" rel="noopener">
              {index.license}
            </Link>
          </>
        )}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {failed && <Alert severity="error">{translate('zabuni.openData.failed')}</Alert>}
      {downloadFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('zabuni.openData.downloadFailed')}
        </Alert>
      )}
      {!index && !failed && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {index && index.plans.length === 0 && (
        <Typography>{translate('zabuni.openData.none')}</Typography>
      )}
      {index &&
        [...groupPlans(index.plans)].map(([institution, years]) => (
          <Box component="section" key={institution} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2">
              {institution}
            </Typography>
            {[...years].map(([year, plans]) => (
              <Box key={year} sx={{ mt: 1 }}>
                <Typography variant="subtitle2" component="h3" color="text.secondary">
                  {translate('zabuni.openData.financialYear', { year })}
                </Typography>
                <List dense disablePadding>
                  {plans.map((plan) => (
                    <ListItem
                      key={plan.uuid}
                      disableGutters
                      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                    >
                      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{plan.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {translate('zabuni.openData.publishedOn', {
                            date: formatDate(plan.publishedAt, language),
                          })}
                        </Typography>
                      </Box>
                      {planFiles.map(({ format, save, label }) => (
                        <Button
                          key={format}
                          size="small"
                          variant="outlined"
                          startIcon={<DownloadIcon />}
                          onClick={download(() => save(plan))}
                          aria-label={translate(label, { title: plan.title })}
                        >
                          {format}
                        </Button>
                      ))}
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </Box>
        ))}
    </PublicPageLayout>
  );
};
