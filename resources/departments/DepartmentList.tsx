import { BooleanField, EditButton, NumberField, TextField } from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { useActsAcrossInstitutions, useInstitutionFilters } from './institutionFilters';
import { DeleteDepartmentButton } from './DeleteDepartmentButton';

/** An institution's departments; platform administrators see every institution's or pick one. */
export const DepartmentList = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const filters = useInstitutionFilters();
  return (
    <ListFrame filters={filters} empty="zabuni.departments.empty" rowClick="show">
      <TextField source="name" />
      <TextField source="code" />
      {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
      <BooleanField source="isDefault" sortable={false} />
      <TextField source="headOfDepartment.fullName" sortable={false} emptyText="-" />
      <NumberField source="numberOfUsers" sortable={false} />
      <ShortDateField source="createdAt" />
      <EditButton />
      <DeleteDepartmentButton />
    </ListFrame>
  );
};
