import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReferenceField } from './types';

/** The value field for one kind of field: yes/no and choices as a select, numbers as numbers. */
function ValueInput({
  field,
  value,
  onChange,
}: {
  field: ReferenceField;
  value: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const common = {
    fullWidth: true,
    margin: 'dense' as const,
    label: translate('zabuni.bulkEdit.value'),
  };
  if (field.kind === 'boolean' || field.kind === 'select') {
    const choices =
      field.kind === 'boolean'
        ? [
            { id: 'true', name: 'zabuni.bulkEdit.yes' },
            { id: 'false', name: 'zabuni.bulkEdit.no' },
          ]
        : (field.choices ?? []);
    return (
      <TextField
        select
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name, { _: choice.name })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      type={field.kind === 'number' ? 'number' : 'text'}
      multiline={field.kind === 'multiline'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: field.maxLength ?? 2000 } }}
    />
  );
}

/** Bulk edit's first step: the field to set, then its one value (cleared when the field changes). */
export function BulkEditFieldChoice({
  fields,
  fieldLabel,
  source,
  onSourceChange,
  value,
  onValueChange,
}: {
  fields: ReferenceField[];
  fieldLabel: (field: ReferenceField) => string;
  source: string;
  onSourceChange: (source: string) => void;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const field = fields.find((candidate) => candidate.source === source);
  return (
    <>
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('zabuni.bulkEdit.field')}
        value={source}
        onChange={(event) => {
          onSourceChange(event.target.value);
          onValueChange('');
        }}
      >
        {fields.map((f) => (
          <MenuItem key={f.source} value={f.source}>
            {fieldLabel(f)}
          </MenuItem>
        ))}
      </TextField>
      {field && <ValueInput field={field} value={value} onChange={onValueChange} />}
    </>
  );
}
