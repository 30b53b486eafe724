import { MenuItem, TextField } from '@mui/material';
import { FieldTitle, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { withFilterValue } from './filterValues';
import { lightFilter } from './LightFilterForm';

export interface ChoiceFilterProps {
  source: string;
  /** The choices, their names translated where they are text keys (as react-admin's SelectInput does). */
  choices: { id: string; name: string }[];
  label?: string;
  /** What the empty choice (no filter) says: nothing by default, as react-admin's SelectInput. */
  emptyText?: string;
  /** Whether no choice (no filter) is offered: not where the list always filters by one. */
  allowEmpty?: boolean;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/**
 * A filter by one of a few choices (an error's kind, a feedback's category), drawn as react-admin's
 * SelectInput draws it but without a form: it reads the list's filter and sets it when a choice is
 * made (issue 42: a list whose always-on filters are all light loads no form library).
 */
export const ChoiceFilter = lightFilter(function ChoiceFilter({
  source,
  choices,
  label,
  emptyText = '',
  allowEmpty = true,
}: ChoiceFilterProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = filterValues[source];
  const isKnown = choices.some((choice) => choice.id === value);

  return (
    <TextField
      id={source}
      name={source}
      className={`ra-input ra-input-${source}`}
      select
      size="small"
      value={isKnown ? value : ''}
      onChange={(event) => {
        const choice = event.target.value;
        setFilters(
          withFilterValue(filterValues, source, choice === '' ? undefined : choice),
          displayedFilters,
        );
      }}
      label={<FieldTitle label={label} source={source} resource={resource} />}
      sx={(theme) => ({
        minWidth: theme.spacing(20),
        [theme.breakpoints.down('sm')]: { width: '100%' },
      })}
    >
      {allowEmpty && (
        <MenuItem value="">
          {emptyText ? translate(emptyText, { _: emptyText }) : <>&nbsp;</>}
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
});
