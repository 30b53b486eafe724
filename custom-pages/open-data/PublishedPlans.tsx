import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadPlanCsv, downloadPlanJson, type PublishedPlan } from './openDataApi';
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
 * The published plans, a section per institution and a list per financial year, each plan with its
 * download buttons. `onDownload` wraps a download so that its failure is reported.
 */
export const PublishedPlans = ({
  plans,
  onDownload,
}: {
  plans: PublishedPlan[];
  onDownload(action: () => Promise<void>): () => void;
}) => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return (
    <>
      {[...groupPlans(plans)].map(([institution, years]) => (
        <Box component="section" key={institution} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {institution}
          </Typography>
          {[...years].map(([year, yearPlans]) => (
            <Box key={year} sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h3" color="text.secondary">
                {translate('zabuni.openData.financialYear', { year })}
              </Typography>
              <List dense disablePadding>
                {yearPlans.map((plan) => (
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
                        onClick={onDownload(() => save(plan))}
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
    </>
  );
};
