import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { RoleChangeButtons, roleFields } from './roleFields';

export const RoleList = () => {
  const isPlatformAdmin = usePlatformAdmin();
  const filters = [
    ...(isPlatformAdmin
      ? [
          <InstitutionInput
            key="institution"
            source="institutionUuid"
            optionValue="uuid"
            alwaysOn
          />,
        ]
      : []),
  ];
  return (
    <ListFrame activeFilter filters={filters} empty="zabuni.identity.noRoles" rowClick="show">
      {roleFields}
      <ShortDateField source="createdAt" />
      <RoleChangeButtons />
    </ListFrame>
  );
};
