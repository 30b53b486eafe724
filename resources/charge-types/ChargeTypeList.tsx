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
  TextField,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.empty.chargeTypes')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

export const ChargeTypeList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    empty={<Empty />}
    exporter={false}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="unitOfMeasure" emptyText="-" />
      <BooleanField source="active" />
      <DateField source="createdAt" locales="en-GB" options={dateFormat} />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;
