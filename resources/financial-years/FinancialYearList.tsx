import { BooleanField, Datagrid, FunctionField, TextField } from 'react-admin';
import { CreateAndExportActions, List } from '../shared/List';
import { formatFinancialDate } from '../../contract/financialYears';
import { CurrentFinancialYearPanel } from './CurrentFinancialYearPanel';

type Year = { startDate: string; endDate: string };

/** Financial years, newest first, with the current one and its switch above the list. */
export const FinancialYearList = () => (
  <>
    <CurrentFinancialYearPanel />
    <List
      actions={<CreateAndExportActions />}
      pagination={false}
      perPage={200}
      sort={{ field: 'startDate', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" sortable={false} />
        <FunctionField<Year>
          source="startDate"
          sortable={false}
          render={(year) => formatFinancialDate(year.startDate)}
        />
        <FunctionField<Year>
          source="endDate"
          sortable={false}
          render={(year) => formatFinancialDate(year.endDate)}
        />
        <BooleanField source="isCurrent" sortable={false} />
      </Datagrid>
    </List>
  </>
);
