import { useTranslate } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
import { Card, CardContent, Typography } from '@mui/material';
import type { SectionCounts } from './sectionCounts';

/** Records per menu section, largest first: which parts of the reference data hold the most. */
const DashboardChart = ({ sections }: { sections: SectionCounts[] }) => {
  const translate = useTranslate();
  const totals = sections
    .map(({ section, lists }) => ({
      label: translate(`zabuni.menu.${section}`),
      total: lists.reduce((sum, { count }) => sum + count.total, 0),
    }))
    .sort((a, b) => b.total - a.total);
  return (
    <Card variant="outlined" sx={{ minWidth: 0, alignSelf: 'start' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {translate('zabuni.dashboard.chart')}
        </Typography>
        <BarChart
          skipAnimation
          height={60 + totals.length * 36}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', width: 130, data: totals.map((row) => row.label) }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            { label: translate('zabuni.dashboard.records'), data: totals.map((row) => row.total) },
          ]}
          hideLegend
        />
      </CardContent>
    </Card>
  );
};

export default DashboardChart;
