import { useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import type { SectionCounts } from './sectionCounts';
import { BarList } from './BarList';

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
        <BarList
          label={translate('zabuni.dashboard.chart')}
          rows={totals.map((row) => ({ label: row.label, values: [row.total] }))}
        />
      </CardContent>
    </Card>
  );
};

export default DashboardChart;
