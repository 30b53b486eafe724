import { BooleanField, DeleteButton, EditButton, TextField } from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';

export const ChargeTypeList = () => (
  <ListFrame activeFilter empty="zabuni.empty.chargeTypes" rowClick="edit">
    <TextField source="name" />
    <TextField source="unitOfMeasure" emptyText="-" />
    <BooleanField source="active" />
    <ShortDateField source="createdAt" />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
  </ListFrame>
);
