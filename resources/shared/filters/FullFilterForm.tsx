import { Suspense, useMemo, type ReactElement } from 'react';
import {
  FilterContext,
  FilterForm,
  NullableBooleanInput,
  SearchInput,
  useFilterContext,
} from 'react-admin';
import { LightFilterForm } from './LightFilterForm';
import { NullableBooleanFilter } from './NullableBooleanFilter';
import { SearchFilter } from './SearchFilter';

// Loaded with this chunk, for the lists' filters that are not light (formFilterInputs.ts).
export { SelectInput, TextInput } from 'react-admin';

/** react-admin's input for a light filter, so that one form holds every filter it shows. */
function asFormInput(filter: ReactElement<{ source: string }>): ReactElement {
  if (filter.type === SearchFilter) return <SearchInput key={filter.key} {...filter.props} />;
  if (filter.type === NullableBooleanFilter) {
    return <NullableBooleanInput key={filter.key} {...filter.props} />;
  }
  return filter;
}

/**
 * react-admin's filter form over the list's filters, its own inputs in place of the light ones: the
 * chunk a list downloads only when a filter needing a form is shown (ListFilters.tsx). A filter input
 * in a chunk of its own (formFilterInputs.ts) holds the light filters in place while it comes.
 */
export function FullFilterForm() {
  const filters = useFilterContext();
  const formFilters = useMemo(
    () => (filters ?? []).map((filter) => asFormInput(filter as ReactElement<{ source: string }>)),
    [filters],
  );
  return (
    <Suspense fallback={<LightFilterForm />}>
      <FilterContext.Provider value={formFilters}>
        <FilterForm />
      </FilterContext.Provider>
    </Suspense>
  );
}
