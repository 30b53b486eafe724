import {
  BooleanField,
  Datagrid,
  EditButton,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { InstitutionPicker, useActsAcrossInstitutions } from './InstitutionPicker';
import { DeleteDepartmentButton } from './DeleteDepartmentButton';

/** An institution's departments; platform administrators see every institution's or pick one. */
export const DepartmentList = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(isPlatformAdmin ? [<InstitutionPicker key="institution" alwaysOn />] : []),
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty message="zabuni.departments.empty" />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
        <BooleanField source="isDefault" sortable={false} />
        <TextField source="headOfDepartment.fullName" sortable={false} emptyText="-" />
        <NumberField source="numberOfUsers" sortable={false} />
        <ShortDateField source="createdAt" />
        <EditButton />
        <DeleteDepartmentButton />
      </Datagrid>
    </List>
  );
};
