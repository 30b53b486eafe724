import type { ReactElement } from 'react';
import { FieldTitle, useListContext, useResourceContext } from 'react-admin';
import { LightSearchPicker } from '../pickers/LightSearchPicker';
import type { PickerSource } from '../pickers/ServerSearchPicker';
import { withFilterValue } from './filterValues';
import { lightFilter } from './LightFilterForm';

export interface SearchPickerFilterProps<Choice extends object> {
  source: string;
  /** Where its choices come from and which of their keys the list filters by. */
  picker: PickerSource<Choice>;
  label?: string;
  /** The field's width in theme spacings (LightSearchPicker's default otherwise). */
  width?: number;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/**
 * A list's filter by a record picked by name as one types (an institution, a tender): drawn
 * without a form, its picker downloaded when approached (LightSearchPicker). Picking sets the
 * list's filter, clearing removes it.
 */
function SearchPickerFilterField<Choice extends object>({
  source,
  picker,
  label,
  width,
}: SearchPickerFilterProps<Choice>) {
  const resource = useResourceContext();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <LightSearchPicker<Choice>
      {...picker}
      name={source}
      width={width}
      label={<FieldTitle label={label} source={source} resource={resource} />}
      value={filterValues[source] as string | number | undefined}
      onChange={(value) =>
        setFilters(withFilterValue(filterValues, source, value), displayedFilters)
      }
    />
  );
}

// Kept generic: each list's picker names its own kind of choice.
export const SearchPickerFilter = lightFilter(SearchPickerFilterField) as <Choice extends object>(
  props: SearchPickerFilterProps<Choice>,
) => ReactElement;
