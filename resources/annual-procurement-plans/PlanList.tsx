import {
  DateField,
  DeleteButton,
  EditButton,
  NumberField,
  SelectInput,
  TextField,
  useNotify,
} from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { OcdsExportButton } from './OcdsExportButton';
import { PublishPlanButton } from './PublishPlanButton';

const filters = [
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
    <ListFrame
      filters={filters}
      sortField="createdAt"
      sortOrder="DESC"
      perPage={10}
      queryOptions={{
        onError: (error: Error) =>
          notify('zabuni.plans.actionFailed', {
            type: 'error',
            messageArgs: { message: error.message },
          }),
      }}
      rowClick="edit"
    >
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
    </ListFrame>
  );
};
