import { Box } from '@mui/material';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type Validator,
} from 'react-admin';
import { ServerSearchPicker, type PickerSource } from './ServerSearchPicker';

export interface SearchPickerInputProps<Choice extends object> {
  source: string;
  /** Where its choices come from and which of their keys the form keeps. */
  picker: PickerSource<Choice>;
  label?: string;
  validate?: Validator | Validator[];
  /** Shown but not changed (a saved record's owner that never moves). */
  readOnly?: boolean;
  helperText?: string;
}

/**
 * A form's field picked by name as one types, searched on the server (ServerSearchPicker): the
 * picker of the list filters, held by react-admin's form (its value, validation and errors). A
 * value the record already holds is read by itself and shown by name.
 */
export function SearchPickerInput<Choice extends object>({
  source,
  picker,
  label,
  validate,
  readOnly,
  helperText,
}: SearchPickerInputProps<Choice>) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const error = fieldState.error?.message;
  return (
    // As wide as the form's text fields.
    <Box sx={(theme) => ({ width: '100%', maxWidth: theme.spacing(91), mb: 1 })}>
      <ServerSearchPicker<Choice>
        {...picker}
        name={source}
        label={
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        }
        value={field.value as string | number | null}
        onChange={(value) => field.onChange(value ?? null)}
        onBlur={field.onBlur}
        readOnly={readOnly}
        error={!!error}
        helperText={<InputHelperText error={error} helperText={helperText} />}
        autoFocus={false}
        initialText=""
        size="medium"
      />
    </Box>
  );
}
