import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { HistoryEntry } from '../../resources/activity/methods';
import type { MyDashboard } from './methods';
import { getCurrentUser } from '../../providers/session';
import type { ServiceUserType } from '../../contract/users';
import { describeEntry } from '../../resources/shared/historyText';
import { useRecordPath } from '../../resources/shared/recordLinks';
import { countsBySection, type SectionCounts } from './sectionCounts';
import DashboardChart from './DashboardChart';
import { homeQueries } from './homeQueries';

/** Where each pending kind is decided. */
const pendingLinks: Record<string, string> = {
  usersAwaitingActivation: '/users',
  subscriptionsAwaitingConfirmation: '/service-subscriptions',
};

const listName = (translate: TranslateFunction, name: string) =>
  translate(`resources.${name}.name`, { smart_count: 2, _: name });

const SectionCard = ({ section, lists }: SectionCounts) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {translate(`zabuni.menu.${section}`)}
        </Typography>
        <List dense disablePadding>
          {lists.map(({ descriptor, count }) => (
            <ListItem key={descriptor.name} disableGutters sx={{ gap: 1 }}>
              <Link
                component={RouterLink}
                to={`/${descriptor.name}`}
                sx={{ flex: 1, minWidth: 0 }}
                aria-label={translate('zabuni.dashboard.recordsIn', {
                  list: listName(translate, descriptor.name),
                  count: count.total,
                })}
              >
                {listName(translate, descriptor.name)}
              </Link>
              <Box sx={{ textAlign: 'right' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {count.total.toLocaleString()}
                </Typography>
                {count.active !== count.total && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    ({translate('zabuni.dashboard.active', { active: count.active })})
                  </Typography>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

const RecentChanges = ({ entries }: { entries: HistoryEntry[] }) => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  // A change of a record the person may not open is told without a link.
  const recordPath = useRecordPath();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            {translate('zabuni.dashboard.recentChanges')}
          </Typography>
          <Link component={RouterLink} to="/activity">
            {translate('zabuni.dashboard.allActivity')}
          </Link>
        </Box>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{translate('zabuni.dashboard.noChanges')}</Typography>
        ) : (
          <List dense disablePadding>
            {entries.map((entry) => {
              const path = recordPath(entry);
              const record = entry.recordLabel ? `'${entry.recordLabel}'` : undefined;
              // The sentence names who, what and when ("... created 'Fee' on 27 Nov 2026 10:02").
              const [sentence] = describeEntry(translate, entry, {
                language,
                record: record ?? translate('zabuni.history.thisRecord'),
              });
              return (
                <ListItem key={entry.id} disableGutters>
                  <ListItemText
                    primary={
                      path ? (
                        <Link component={RouterLink} to={path}>
                          {sentence}
                        </Link>
                      ) : (
                        sentence
                      )
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

const Pending = ({ pending }: { pending: MyDashboard['pending'] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {translate('zabuni.dashboard.pending')}
        </Typography>
        {pending.length === 0 ? (
          <Typography color="text.secondary">
            {translate('zabuni.dashboard.nothingPending')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {pending.map(({ kind, count }) => (
              <ListItem key={kind} disableGutters>
                <Link component={RouterLink} to={pendingLinks[kind] ?? '/'}>
                  {translate(`zabuni.dashboard.pendingKinds.${kind}`, { smart_count: count })}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The administrator's reference data at a glance (issue 19, dashboards), read in one round trip
 * (getMyDashboard): what waits for a decision, the last changes, and the count of every list they
 * may read, grouped as the menu groups them, with a chart of the records per section.
 */
export const DashboardOverview = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data, isPending, isError } = useQuery(homeQueries(dataProvider).dashboard);
  const userType = getCurrentUser()?.userTypeEnum as ServiceUserType | undefined;
  if (isPending) return <CircularProgress aria-label={translate('zabuni.home.loading')} />;
  if (isError || !data) {
    return <Alert severity="error">{translate('zabuni.dashboard.failed')}</Alert>;
  }
  const sections = countsBySection(data.counts, userType);
  return (
    <Box component="section" aria-labelledby="dashboard" sx={{ mb: 4 }}>
      <Typography id="dashboard" variant="h5" component="h2" gutterBottom>
        {translate('zabuni.dashboard.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Pending pending={data.pending} />
          <RecentChanges entries={data.recentChanges} />
        </Box>
        {sections.length > 0 && <DashboardChart sections={sections} />}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {translate('zabuni.dashboard.counts')}
      </Typography>
      {data.scopedListsLeftOut && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('zabuni.dashboard.scopedLeftOut')}
        </Alert>
      )}
      {sections.length === 0 ? (
        <Typography color="text.secondary">{translate('zabuni.dashboard.noCounts')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {sections.map((section) => (
            <SectionCard key={section.section} {...section} />
          ))}
        </Box>
      )}
    </Box>
  );
};
