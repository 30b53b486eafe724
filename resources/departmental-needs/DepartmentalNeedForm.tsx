import {
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { ChoicesInput } from '../shared/ChoicesInput';
import { FinancialYearInput } from '../shared/FinancialYearInput';
import { editableStatusChoices } from './statuses';

const positive = minValue(0.01);
const gfsLabel = (code: Record<string, unknown>) => `${code.code} - ${code.description}`;

/** A departmental need: what a department needs in a financial year, and at what estimated cost. */
export function DepartmentalNeedForm() {
  return (
    <SimpleForm defaultValues={{ status: 'DRAFT' }}>
      <FinancialYearInput />
      <TextInput source="departmentName" validate={[required(), maxLength(150)]} fullWidth />
      <TextInput
        source="description"
        validate={[required(), maxLength(500)]}
        multiline
        minRows={3}
        fullWidth
      />
      <ChoicesInput source="procurementCategoryUuid" reference="tender-categories" isRequired />
      <NumberInput source="quantity" validate={[required(), positive]} />
      <ChoicesInput source="unitOfMeasureUuid" reference="units-of-measure" />
      <NumberInput source="estimatedAmount" validate={[required(), positive]} />
      <ChoicesInput
        source="gfsCodeUuid"
        reference="gfs-codes"
        optionText={gfsLabel}
        sort={{ field: 'code', order: 'ASC' }}
      />
      <SelectInput source="status" choices={editableStatusChoices} validate={required()} />
    </SimpleForm>
  );
}
