import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import type { CountByLabel } from '../../providers/operations/homeMethods';
import { formatMonth } from '../../locales/formats';

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

/** Counts as a donut, each label translated under `labels` (the server's own label where none is). */
const CountsDonut = ({ rows, labels }: { rows: CountByLabel[]; labels: string }) => {
  const translate = useTranslate();
  return (
    <PieChart
      skipAnimation
      height={220}
      series={[
        {
          innerRadius: 40,
          data: rows.map((row, id) => ({
            id,
            value: row.count,
            label: translate(`${labels}.${row.label}`, { _: row.label }),
          })),
        },
      ]}
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
        <BarChart
          skipAnimation
          height={260}
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthName(m, locale)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              label: translate('zabuni.home.tenderers'),
              data: months.map((m) => countOf(data.tenderersPerMonth, m)),
            },
            {
              label: translate('zabuni.home.otherUsers'),
              data: months.map((m) => countOf(data.usersPerMonth, m)),
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={translate('zabuni.home.openTasksByKind')}>
        {data.openTasksByKind.length === 0 ? (
          <Typography color="text.secondary">{translate('zabuni.home.noTasks')}</Typography>
        ) : (
          <BarChart
            skipAnimation
            height={260}
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                width: 150,
                data: data.openTasksByKind.map((row) =>
                  translate(`zabuni.home.kinds.${row.label}`, { _: row.label }),
                ),
              },
            ]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: data.openTasksByKind.map((row) => row.count) }]}
          />
        )}
      </ChartCard>
      <ChartCard title={translate('zabuni.home.usersByType')}>
        <CountsDonut rows={data.usersByType} labels="zabuni.home.userTypes" />
      </ChartCard>
      <ChartCard title={translate('zabuni.home.institutions')}>
        <CountsDonut rows={data.institutionsByLevel} labels="zabuni.home.institutionLevels" />
      </ChartCard>
    </Box>
  );
};

export default PlatformCharts;
