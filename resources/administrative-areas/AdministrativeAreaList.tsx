import {
  BooleanField,
  DeleteButton,
  EditButton,
  SelectField,
  TextField,
  useCanAccess,
} from 'react-admin';
import { CreateAndExportActions } from '../shared/List';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { AreaActivationButton, BulkAreaActivationButtons } from './AreaActivationButtons';
import { areaTypeChoices } from './areaTypeChoices';
import { NullableBooleanFilter } from '../shared/filters/NullableBooleanFilter';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';

const filters = [
  <ChoiceFilter key="type" source="type" choices={areaTypeChoices} alwaysOn />,
  <NullableBooleanFilter key="active" source="active" alwaysOn />,
];

/** Regions, districts, wards and villages: filter by type and name, each shown with its parent. */
export const AdministrativeAreaList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'administrative-areas', action: 'edit' });
  return (
    <ListFrame
      filters={filters}
      empty="zabuni.organisation.emptyAreas"
      actions={<CreateAndExportActions />}
      rowClick={canEdit ? 'edit' : false}
      bulkActionButtons={canEdit ? <BulkAreaActivationButtons /> : false}
    >
      <TextField source="name" />
      <TextField source="code" />
      <SelectField source="type" choices={areaTypeChoices} />
      <TextField source="parent.name" sortable={false} emptyText="-" />
      <BooleanField source="active" />
      <ShortDateField source="createdAt" />
      {canEdit && <AreaActivationButton />}
      {canEdit && <EditButton />}
      <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
    </ListFrame>
  );
};
