import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { useInstitutionFilters } from '../departments/institutionFilters';
import { RoleChangeButtons, roleFields } from './roleFields';

export const RoleList = () => {
  const filters = useInstitutionFilters();
  return (
    <ListFrame
      activeFilter
      filters={filters}
      sortField="title"
      empty="zabuni.identity.noRoles"
      rowClick="show"
    >
      {roleFields}
      <ShortDateField source="createdAt" />
      <RoleChangeButtons />
    </ListFrame>
  );
};
