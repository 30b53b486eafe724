import { useEffect } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatDate } from '../../locales/formats';
import { loadFinancialYearChoices } from './financialYearsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { FinancialYearSwitcher } from './FinancialYearSwitcher';

/**
 * The current financial year and, for those who may change it, a picker to switch it. An error leaves
 * the picker empty with a message; an answer without data gives the built-in 2021/2022.
 */
export const CurrentFinancialYearPanel = () => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const formatFinancialDate = (day: string) => formatDate(day, language);
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { canAccess: canSwitch } = useCanAccess({ resource: 'financial-years', action: 'edit' });
  const { data } = useQuery({
    queryKey: ['financial-years', 'choices'],
    queryFn: () => loadFinancialYearChoices(dataProvider),
  });
  const years = data?.years ?? [];
  const current = years.find((year) => year.isCurrent);

  const notice = data?.notice;
  useEffect(() => {
    if (notice) notify(notice.message, { type: 'warning', messageArgs: notice.args });
  }, [notice, notify]);

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="overline">{translate('zabuni.financialYears.current')}</Typography>
          <Typography variant="h5" component="p">
            {current ? current.code : translate('zabuni.financialYears.noneCurrent')}
          </Typography>
          {data && years.length === 0 && (
            <Typography color="text.secondary">
              {translate('zabuni.financialYears.noneYet')}
            </Typography>
          )}
          {current && (
            <Typography color="text.secondary">
              {formatFinancialDate(current.startDate)} - {formatFinancialDate(current.endDate)}
            </Typography>
          )}
        </Box>
        {canSwitch && <FinancialYearSwitcher years={years} current={current} />}
      </CardContent>
    </Card>
  );
};
