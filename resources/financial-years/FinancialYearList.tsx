import { BooleanField, Datagrid, TextField } from 'react-admin';
import { CreateAndExportActions, List } from '../shared/List';
import { ShortDateField } from '../shared/ShortDateField';
import { CurrentFinancialYearPanel } from './CurrentFinancialYearPanel';

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
        <ShortDateField source="startDate" sortable={false} />
        <ShortDateField source="endDate" sortable={false} />
        <BooleanField source="isCurrent" sortable={false} />
      </Datagrid>
    </List>
  </>
);
