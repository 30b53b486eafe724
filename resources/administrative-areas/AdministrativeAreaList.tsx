import {
  BooleanField,
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { ExportButton, List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { AreaActivationButton, BulkAreaActivationButtons } from './AreaActivationButtons';
import { areaTypeChoices } from './areaTypeChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={areaTypeChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** Regions, districts, wards and villages: filter by type and name, each shown with its parent. */
export const AdministrativeAreaList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'administrative-areas', action: 'edit' });
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty message="zabuni.organisation.emptyAreas" />}
      actions={<Actions />}
    >
      <Datagrid
        rowClick={canEdit ? 'edit' : false}
        bulkActionButtons={canEdit ? <BulkAreaActivationButtons /> : false}
      >
        <TextField source="name" />
        <TextField source="code" />
        <SelectField source="type" choices={areaTypeChoices} />
        <TextField source="parent.name" sortable={false} emptyText="-" />
        <BooleanField source="active" />
        <ShortDateField source="createdAt" />
        {canEdit && <AreaActivationButton />}
        {canEdit && <EditButton />}
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};
