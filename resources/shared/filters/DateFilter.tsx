import { TextField } from '@mui/material';
import { FieldTitle, useResourceContext } from 'react-admin';
import { lightFilter } from './LightFilterForm';
import { useTypedFilter } from './useTypedFilter';

export interface DateFilterProps {
  source: string;
  label?: string;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/**
 * A filter by a day (YYYY-MM-DD, as react-admin's DateInput keeps it), drawn with the browser's
 * date field and without a form: a date typed digit by digit is asked for once typing rests.
 */
export const DateFilter = lightFilter(function DateFilter({ source, label }: DateFilterProps) {
  const resource = useResourceContext();
  const { text, change } = useTypedFilter(source);
  return (
    <TextField
      id={source}
      name={source}
      className={`ra-input ra-input-${source}`}
      type="date"
      size="small"
      value={text}
      onChange={(event) => change(event.target.value)}
      label={<FieldTitle label={label} source={source} resource={resource} />}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
});
