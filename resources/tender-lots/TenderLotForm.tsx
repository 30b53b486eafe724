import {
  NumberInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  number,
  required,
} from 'react-admin';
import { ChoicesInput } from '../shared/ChoicesInput';
import { SearchPickerInput } from '../shared/pickers/SearchPickerInput';
import { tenderPicker } from './tenderPicker';

/**
 * A lot of a tender: its number within the tender, title, estimate and award group. A new lot starts
 * on the tender the list shows; a saved lot never moves to another tender.
 */
export function TenderLotForm({ isSaved = false }: { isSaved?: boolean }) {
  return (
    <SimpleForm>
      <SearchPickerInput
        source="tenderUuid"
        picker={tenderPicker}
        validate={required()}
        readOnly={isSaved}
        helperText="zabuni.planningLists.tenderHelp"
      />
      <NumberInput
        source="lotNumber"
        validate={[required(), number(), minValue(1), maxValue(9999)]}
        step={1}
      />
      <TextInput source="title" validate={[required(), maxLength(300)]} fullWidth />
      <TextInput source="description" validate={maxLength(4000)} multiline minRows={3} fullWidth />
      <NumberInput source="estimatedAmount" validate={minValue(0.01)} />
      <ChoicesInput source="lotGroupUuid" reference="lot-groups" />
    </SimpleForm>
  );
}
