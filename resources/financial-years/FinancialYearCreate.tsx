import {
  Create,
  SelectInput,
  SimpleForm,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { financialYearOf, financialYearStartingIn } from '../../contract/financialYears';

/** The years one may create: from last year to five years ahead, by the July they start in. */
function startYearChoices(today = new Date()) {
  const thisYear = Number(financialYearOf(today).code.slice(0, 4));
  return Array.from({ length: 7 }, (_, i) => thisYear - 1 + i).map((startYear) => {
    const year = financialYearStartingIn(startYear);
    return { id: startYear, name: `${year.code} (1 Jul ${startYear} - 30 Jun ${startYear + 1})` };
  });
}

/** A new financial year: it runs from 1 July to 30 June, so only its first year is asked. */
export const FinancialYearCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('zabuni.financialYears.created', { type: 'success' });
    redirect('list', 'financial-years');
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm>
        <Typography color="text.secondary">
          {translate('zabuni.financialYears.createHint')}
        </Typography>
        <SelectInput source="startYear" choices={startYearChoices()} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
