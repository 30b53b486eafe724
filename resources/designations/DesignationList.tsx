import { DeleteWithConfirmButton, TextField } from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import {
  useActsAcrossInstitutions,
  useInstitutionFilters,
} from '../departments/institutionFilters';

/** An institution's designations; platform administrators see every institution's or pick one. */
export const DesignationList = () => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  const filters = useInstitutionFilters();
  return (
    <ListFrame filters={filters} empty="zabuni.designations.empty" rowClick={false}>
      <TextField source="name" />
      {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
      <ShortDateField source="createdAt" />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </ListFrame>
  );
};
