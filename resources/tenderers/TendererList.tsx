import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
} from 'react-admin';
import { BulkActivationButtons } from '../reference-data';

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

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
      <DateField
        source="certificateExpiresOn"
        sortable={false}
        locales="en-GB"
        options={dateFormat}
        emptyText="-"
      />
      <BooleanField source="active" />
      <DateField source="createdAt" locales="en-GB" options={dateFormat} />
      <ShowButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);
