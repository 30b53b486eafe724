import {
  DeleteButton,
  EditButton,
  FunctionField,
  NumberField,
  TextField,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { SelectFilter } from '../shared/filters/formFilterInputs';
import { ShortDateField } from '../shared/ShortDateField';
import { OcdsExportButton } from './OcdsExportButton';
import { PublishPlanButton } from './PublishPlanButton';

const filters = [
  <SelectFilter
    key="status"
    source="status"
    choices={['DRAFT', 'SUBMITTED', 'APPROVED'].map((id) => ({
      id,
      name: `zabuni.plans.statuses.${id}`,
    }))}
  />,
];

type PlanStatus = { status: string; publishedAt?: string | null };

/**
 * A plan's status in words: its approval status, or Published once it is open data (decision 139;
 * the filter still chooses by approval status).
 */
const StatusField = (_props: { source: string; sortable?: boolean }) => {
  const translate = useTranslate();
  return (
    <FunctionField<PlanStatus>
      source="status"
      render={(plan) =>
        translate(`zabuni.plans.statuses.${plan.publishedAt ? 'PUBLISHED' : plan.status}`, {
          _: plan.status,
        })
      }
    />
  );
};

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
      <StatusField source="status" />
      <NumberField source="totalAmount" sortable={false} locales="en-GB" />
      <TextField source="currency" sortable={false} />
      <ShortDateField source="publishedAt" sortable={false} emptyText="-" />
      <OcdsExportButton />
      <PublishPlanButton />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
    </ListFrame>
  );
};
