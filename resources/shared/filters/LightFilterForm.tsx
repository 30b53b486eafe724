import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { IconButton, styled } from '@mui/material';
import HideIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useFilterContext, useListContext, useTranslate } from 'react-admin';
import { NullableBooleanFilter } from './NullableBooleanFilter';
import { SearchFilter } from './SearchFilter';

type FilterElement = ReactElement<{ source: string; alwaysOn?: boolean }>;

/** The filters drawn without a form: a list showing only these loads no form library. */
const lightFilters = new Set<unknown>([SearchFilter, NullableBooleanFilter]);
export const isLightFilter = (filter: FilterElement) => lightFilters.has(filter.type);

/**
 * Declares a resource's own filter as drawn without a form (it reads and sets the list's filter
 * itself, as SearchFilter does), so that showing it keeps the list on this light form.
 */
export function lightFilter<P extends object>(component: ComponentType<P>): ComponentType<P> {
  lightFilters.add(component);
  return component;
}

const isEmptyValue = (value: unknown): boolean =>
  value === '' ||
  value == null ||
  (typeof value === 'object' && Object.values(value).every(isEmptyValue));

/** The filters on show, as react-admin's filter form chooses them: always on, added, or set. */
export function useShownFilters(): FilterElement[] {
  const filters = (useFilterContext() ?? []) as unknown[];
  const { displayedFilters = {}, filterValues } = useListContext();
  return filters.filter(
    (filter): filter is FilterElement =>
      isValidElement<FilterElement['props']>(filter) &&
      (!!filter.props.alwaysOn ||
        !!displayedFilters[filter.props.source] ||
        !isEmptyValue(filterValues[filter.props.source])),
  );
}

/** The light filters on show, laid out and classed as react-admin's filter form lays out its own. */
export function LightFilterForm() {
  const shown = useShownFilters().filter(isLightFilter);
  return (
    <Form className="RaFilterForm-root" onSubmit={(event) => event.preventDefault()}>
      {shown.map((filter) => (
        <FilterSlot key={filter.key ?? filter.props.source} filter={filter} />
      ))}
      <div className="RaFilterForm-clearFix" />
    </Form>
  );
}

/** One filter, with the button that hides it unless it is always on. */
function FilterSlot({ filter }: { filter: FilterElement }) {
  const translate = useTranslate();
  const { hideFilter } = useListContext();
  const { source, alwaysOn } = filter.props;
  return (
    <Slot data-source={source} className="filter-field RaFilterFormInput-root">
      {filter}
      {!alwaysOn && (
        <IconButton
          className="hide-filter RaFilterFormInput-hideButton"
          onClick={() => hideFilter(source)}
          title={translate('ra.action.remove_filter')}
          size="small"
        >
          <HideIcon />
        </IconButton>
      )}
      <div className="RaFilterFormInput-spacer">&nbsp;</div>
    </Slot>
  );
}

// The layout of react-admin's FilterForm and FilterFormInput (ra-ui-materialui 5), which the list's
// toolbar styles (resources/shared/ListView.tsx) and the end-to-end tests expect.
const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& .MuiFormHelperText-root': { display: 'none' },
  '& .RaFilterForm-clearFix': { clear: 'right' },
  '& .filter-field .MuiFormControl-root': { marginTop: theme.spacing(1) },
}));

const Slot = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  pointerEvents: 'auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  '& .RaFilterFormInput-spacer': { width: theme.spacing(2) },
  '& .RaFilterFormInput-hideButton': { marginBottom: theme.spacing(1) },
}));
