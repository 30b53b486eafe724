import { MenuItem, TextField } from '@mui/material';
import { FieldTitle, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { withFilterValue } from './filterValues';

export interface NullableBooleanFilterProps {
  source: string;
  label?: string;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

const asChoice = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : '');

/**
 * A yes / no / either filter (the Active filter), drawn as react-admin's NullableBooleanInput draws it
 * but without a form: it reads the list's filter and sets it when a choice is made.
 */
export function NullableBooleanFilter({ source, label }: NullableBooleanFilterProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, displayedFilters, setFilters } = useListContext();

  const onChange = (event: { target: { value: unknown } }) => {
    const choice = event.target.value;
    const value = choice === '' ? undefined : choice === 'true';
    setFilters(withFilterValue(filterValues, source, value), displayedFilters);
  };

  return (
    <TextField
      id={source}
      name={source}
      className={`ra-input ra-input-${source} RaNullableBooleanInput-input`}
      select
      size="small"
      value={asChoice(filterValues[source])}
      onChange={onChange}
      label={<FieldTitle label={label} source={source} resource={resource} />}
      sx={(theme) => ({
        minWidth: theme.spacing(20),
        [theme.breakpoints.down('sm')]: { width: '100%' },
      })}
    >
      <MenuItem value="">{translate('ra.boolean.null')}</MenuItem>
      <MenuItem value="false">{translate('ra.boolean.false')}</MenuItem>
      <MenuItem value="true">{translate('ra.boolean.true')}</MenuItem>
    </TextField>
  );
}
