import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { CountByLabel } from './methods';
import { formatMonth } from '../../locales/formats';
import { BarList } from './BarList';

/** Months of the last year, oldest first, as YYYY-MM (the labels the server counts by). */
function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = new Date(now.getFullYear(), now.getMonth() - 11 + i, 1);
    return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  });
}

const countOf = (rows: CountByLabel[], label: string) =>
  rows.find((row) => row.label === label)?.count ?? 0;

const monthName = (label: string, locale: string) => formatMonth(label, locale);

const ChartCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Counts by label, each translated under `labels` (the server's own label where none is). */
const Counts = ({
  rows,
  labels,
  title,
}: {
  rows: CountByLabel[];
  labels: string;
  title: string;
}) => {
  const translate = useTranslate();
  return (
    <BarList
      label={title}
      rows={rows.map((row) => ({
        label: translate(`${labels}.${row.label}`, { _: row.label }),
        values: [row.count],
      }))}
    />
  );
};

/** The administrators' dashboard: registrations per month, users by type, institutions, open tasks. */
export const PlatformCharts = ({ locale }: { locale: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['home', 'statistics'],
    queryFn: () => dataProvider.getPlatformStatistics(),
  });
  if (isPending) return <CircularProgress aria-label={translate('zabuni.home.loading')} />;
  if (isError || !data) return <Alert severity="error">{translate('zabuni.home.failed')}</Alert>;
  const months = lastTwelveMonths();
  return (
    <Box
      component="section"
      aria-labelledby="statistics"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 4 }}
    >
      <Typography id="statistics" variant="h5" component="h2" sx={{ gridColumn: '1 / -1' }}>
        {translate('zabuni.home.statistics')}
      </Typography>
      <ChartCard title={translate('zabuni.home.registrationsPerMonth')}>
        <BarList
          label={translate('zabuni.home.registrationsPerMonth')}
          series={[translate('zabuni.home.tenderers'), translate('zabuni.home.otherUsers')]}
          rows={months.map((m) => ({
            label: monthName(m, locale),
            values: [countOf(data.tenderersPerMonth, m), countOf(data.usersPerMonth, m)],
          }))}
        />
      </ChartCard>
      <ChartCard title={translate('zabuni.home.openTasksByKind')}>
        {data.openTasksByKind.length === 0 ? (
          <Typography color="text.secondary">{translate('zabuni.home.noTasks')}</Typography>
        ) : (
          <Counts
            rows={data.openTasksByKind}
            labels="zabuni.home.kinds"
            title={translate('zabuni.home.openTasksByKind')}
          />
        )}
      </ChartCard>
      <ChartCard title={translate('zabuni.home.usersByType')}>
        <Counts
          rows={data.usersByType}
          labels="zabuni.home.userTypes"
          title={translate('zabuni.home.usersByType')}
        />
      </ChartCard>
      <ChartCard title={translate('zabuni.home.institutions')}>
        <Counts
          rows={data.institutionsByLevel}
          labels="zabuni.home.institutionLevels"
          title={translate('zabuni.home.institutions')}
        />
      </ChartCard>
    </Box>
  );
};

export default PlatformCharts;
