import { useEffect, useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { formatDate } from '../../locales/formats';
import { loadFinancialYearChoices, makeFinancialYearCurrent } from './financialYearsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

/**
 * The current financial year and, for those who may change it, a picker to switch it. An error leaves
 * the picker empty with a message; an answer without data gives the built-in 2021/2022.
 */
export const CurrentFinancialYearPanel = () => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const formatFinancialDate = (day: string) => formatDate(day, language);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { canAccess: canSwitch } = useCanAccess({ resource: 'financial-years', action: 'edit' });
  const { data } = useQuery({
    queryKey: ['financial-years', 'choices'],
    queryFn: () => loadFinancialYearChoices(dataProvider),
  });
  const years = data?.years ?? [];
  const current = years.find((year) => year.isCurrent);
  const [chosen, setChosen] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const notice = data?.notice;
  useEffect(() => {
    if (notice) notify(notice.message, { type: 'warning', messageArgs: notice.args });
  }, [notice, notify]);

  const switchYear = async () => {
    const year = years.find((y) => y.uuid === chosen);
    if (!year) return;
    setIsSaving(true);
    try {
      await makeFinancialYearCurrent(dataProvider, year, current);
      notify('zabuni.financialYears.updated', { type: 'success' });
      setChosen('');
      await queryClient.invalidateQueries({ queryKey: ['financial-years'] });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setIsSaving(false);
  };

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
        {canSwitch && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="switch-year-label">
                {translate('zabuni.financialYears.choose')}
              </InputLabel>
              <Select
                labelId="switch-year-label"
                label={translate('zabuni.financialYears.choose')}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                {years
                  .filter((year) => !year.isCurrent)
                  .map((year) => (
                    // The built-in 2021/2022 (no uuid) is shown but cannot be chosen.
                    <MenuItem key={year.code} value={year.uuid} disabled={!year.uuid}>
                      {year.code} ({formatFinancialDate(year.startDate)} -{' '}
                      {formatFinancialDate(year.endDate)})
                    </MenuItem>
                  ))}
              </Select>
            </FormControl>
            <Button variant="contained" onClick={switchYear} disabled={!chosen || isSaving}>
              {translate('zabuni.financialYears.makeCurrent')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
