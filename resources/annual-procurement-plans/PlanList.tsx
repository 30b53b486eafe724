import {
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useNotify,
} from 'react-admin';
import { List } from '../shared/List';
import { OcdsExportButton } from './OcdsExportButton';
import { PublishPlanButton } from './PublishPlanButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={['DRAFT', 'SUBMITTED', 'APPROVED'].map((id) => ({
      id,
      name: `zabuni.plans.statuses.${id}`,
    }))}
  />,
];

/** The institution's annual procurement plans, newest first; a failure says 'Action Failed: ...'. */
export const PlanList = () => {
  const notify = useNotify();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{
        onError: (error: Error) =>
          notify('zabuni.plans.actionFailed', {
            type: 'error',
            messageArgs: { message: error.message },
          }),
      }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="financialYearCode" sortable={false} />
        <TextField source="status" />
        <NumberField source="totalAmount" sortable={false} locales="en-GB" />
        <TextField source="currency" sortable={false} />
        <DateField source="publishedAt" sortable={false} emptyText="-" />
        <OcdsExportButton />
        <PublishPlanButton />
        <EditButton />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};
