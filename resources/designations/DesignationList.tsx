import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { InstitutionPicker, useActsAcrossInstitutions } from '../departments/InstitutionPicker';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.designations.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

/** An institution's designations; platform administrators see every institution's or pick one. */
export const DesignationList = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(isPlatformAdmin ? [<InstitutionPicker key="institution" alwaysOn />] : []),
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<Empty />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
        <DateField source="createdAt" locales="en-GB" options={dateFormat} />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;
