import {
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  type Validator,
} from 'react-admin';
import type { ReactElement } from 'react';
import { LazyUnspscCodeInput } from '../shared/LazyUnspscCodeInput';
import { requiredTrimmed } from '../shared/validators';
import { ReferenceChoicesInput } from './ReferenceChoicesInput';
import type { ReferenceField } from './types';

/** What each format lets through (the server's rule; an empty optional field is not checked). */
const formats = { digits: /^\d*$/, constant: /^([A-Z][A-Z0-9_]*)?$/ } as const;

function validators(field: ReferenceField): Validator[] {
  return [
    ...(field.required ? [requiredTrimmed()] : []),
    ...(field.minLength ? [minLength(field.minLength)] : []),
    ...(field.maxLength ? [maxLength(field.maxLength)] : []),
    ...(field.format
      ? [regex(formats[field.format], `zabuni.referenceData.${field.format}Only`)]
      : []),
    ...(field.min !== undefined ? [minValue(field.min)] : []),
    ...(field.max !== undefined ? [maxValue(field.max)] : []),
    // The server's rule for a year of the past: "Not a future year".
    ...(field.kind === 'year'
      ? [maxValue(new Date().getFullYear(), 'zabuni.referenceData.notFutureYear')]
      : []),
  ];
}

function input(field: ReferenceField): ReactElement {
  const common = {
    key: field.source,
    source: field.source,
    validate: validators(field),
    ...(field.label ? { label: field.label } : {}),
  };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'year':
      return <NumberInput {...common} step={1} />;
    case 'date':
      return <DateInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ?? []} fullWidth />;
    case 'reference':
      return <ReferenceChoicesInput key={field.source} field={field} />;
    case 'unspsc':
      return <LazyUnspscCodeInput {...common} fullWidth />;
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    default:
      return <TextInput {...common} fullWidth />;
  }
}

/** A reference record's form from its field list; new records start active. */
export function ReferenceForm({
  fields,
  activation = true,
}: {
  fields: ReferenceField[];
  activation?: boolean;
}) {
  const shown = fields.filter((f) => f.inForm ?? true);
  const hasActiveInput = activation && !shown.some((f) => f.source === 'active');
  return (
    <SimpleForm defaultValues={activation ? { active: true } : {}}>
      {shown.map(input)}
      {hasActiveInput && <BooleanInput source="active" />}
    </SimpleForm>
  );
}
