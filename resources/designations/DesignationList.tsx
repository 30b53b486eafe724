import { Datagrid, DeleteWithConfirmButton, SearchInput, TextField } from 'react-admin';
import { List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { InstitutionPicker, useActsAcrossInstitutions } from '../departments/InstitutionPicker';

/** An institution's designations; platform administrators see every institution's or pick one. */
export const DesignationList = () => {
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
      empty={<ListEmpty message="zabuni.designations.empty" />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        {isPlatformAdmin && <TextField source="institutionName" sortable={false} />}
        <ShortDateField source="createdAt" />
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};
