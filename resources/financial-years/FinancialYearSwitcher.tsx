import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { formatDate } from '../../locales/formats';
import { makeFinancialYearCurrent, type loadFinancialYearChoices } from './financialYearsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

type FinancialYearChoice = Awaited<ReturnType<typeof loadFinancialYearChoices>>['years'][number];

/** A picker of the other financial years and Make current, for those who may switch the year. */
export const FinancialYearSwitcher = ({
  years,
  current,
}: {
  years: FinancialYearChoice[];
  current: FinancialYearChoice | undefined;
}) => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const formatFinancialDate = (day: string) => formatDate(day, language);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [chosen, setChosen] = useState('');
  const [isSaving, setIsSaving] = useState(false);

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
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="switch-year-label">{translate('zabuni.financialYears.choose')}</InputLabel>
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
  );
};
