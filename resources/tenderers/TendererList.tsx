import {
  BooleanField,
  CreateButton,
  Datagrid,
  DeleteButton,
  SearchInput,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ExportButton, List } from '../shared/List';
import { ShortDateField } from '../shared/ShortDateField';
import { BulkActivationButtons } from '../reference-data/BulkActivationButtons';

/** Active or inactive tenderers (getTenderersByActive): the list always shows one of the two. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
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

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export const TendererList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ active: 'true' }}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={<Actions />}
  >
    <Datagrid rowClick="show" bulkActionButtons={<BulkActivationButtons />}>
      <TextField source="name" />
      <TextField source="registrationNumber" sortable={false} emptyText="-" />
      <TextField source="tendererCategoryName" sortable={false} emptyText="-" />
      <TextField source="countryName" sortable={false} emptyText="-" />
      <TextField source="certificateNumber" sortable={false} emptyText="-" />
      <ShortDateField source="certificateExpiresOn" sortable={false} emptyText="-" />
      <BooleanField source="active" />
      <ShortDateField source="createdAt" />
      <ShowButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);
