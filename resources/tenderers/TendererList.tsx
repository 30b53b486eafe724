import { BooleanField, DeleteButton, ShowButton, TextField } from 'react-admin';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';
import { CreateAndExportActions } from '../shared/List';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { BulkActivationButtons } from '../reference-data/BulkActivationButtons';

/** Active or inactive tenderers (getTenderersByActive): the list always shows one of the two. */
const filters = [
  <ChoiceFilter
    key="active"
    source="active"
    label="zabuni.referenceData.activeFilter"
    choices={[
      { id: 'true', name: 'zabuni.referenceData.activeOnly' },
      { id: 'false', name: 'zabuni.referenceData.inactiveOnly' },
    ]}
    emptyText="zabuni.referenceData.activeOnly"
    alwaysOn
  />,
];

export const TendererList = () => (
  <ListFrame
    filters={filters}
    filterDefaultValues={{ active: 'true' }}
    actions={<CreateAndExportActions />}
    rowClick="show"
    bulkActionButtons={<BulkActivationButtons />}
  >
    <TextField source="name" />
    <TextField source="registrationNumber" sortable={false} emptyText="-" />
    <TextField source="tendererCategoryName" sortable={false} emptyText="-" />
    <TextField source="countryName" sortable={false} emptyText="-" />
    <TextField source="certificateNumber" sortable={false} emptyText="-" />
    <ShortDateField source="certificateExpiresOn" sortable={false} emptyText="-" />
    <BooleanField source="active" />
    <ShortDateField source="createdAt" />
    <ShowButton label="ra.action.show" />
    <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
  </ListFrame>
);
