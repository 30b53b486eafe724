import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  ExportButton,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { AreaActivationButton, BulkAreaActivationButtons } from './AreaActivationButtons';
import { areaTypeChoices } from './areaTypeChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={areaTypeChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.organisation.emptyAreas')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** Regions, districts, wards and villages: filter by type and name, each shown with its parent. */
export const AdministrativeAreaList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'administrative-areas', action: 'edit' });
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<Empty />}
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
        <DateField source="createdAt" locales="en-GB" options={dateFormat} />
        {canEdit && <AreaActivationButton />}
        {canEdit && <EditButton />}
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};
