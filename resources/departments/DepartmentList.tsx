import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { InstitutionPicker, useActsAcrossInstitutions } from './InstitutionPicker';
import { DeleteDepartmentButton } from './DeleteDepartmentButton';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.departments.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

/** An institution's departments; platform administrators see every institution's or pick one. */
export const DepartmentList = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(isPlatformAdmin ? [<InstitutionPicker key="institution" alwaysOn />] : []),
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<Empty />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
        <BooleanField source="isDefault" sortable={false} />
        <TextField source="headOfDepartment.fullName" sortable={false} emptyText="-" />
        <NumberField source="numberOfUsers" sortable={false} />
        <DateField source="createdAt" locales="en-GB" options={dateFormat} />
        <EditButton />
        <DeleteDepartmentButton />
      </Datagrid>
    </List>
  );
};

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;
