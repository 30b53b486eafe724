import { preloadable } from '../../../providers/preloadable';
import { isLightFilter, LightFilterForm, useShownFilters } from './LightFilterForm';

/** react-admin's filter form, its inputs and react-hook-form: downloaded when a heavier filter shows. */
const FullFilterForm = preloadable(
  () => import('./FullFilterForm').then((module) => module.FullFilterForm),
  // While it comes, the light filters already shown stay where they are.
  () => <LightFilterForm />,
);

/**
 * A list's filters (the element the list's toolbar draws, resources/shared/ListView.tsx; the filter
 * elements are in the FilterContext that resources/shared/List.tsx provides). While only the search
 * box and yes/no filters show, they are drawn without a form; once a filter that needs
 * react-admin's form is shown (added from Add filter, set by a saved query or the address),
 * react-admin's FilterForm draws them all, as before (issue 42: a list's first load without
 * react-hook-form and the inputs' code).
 */
export function ListFilters() {
  const shown = useShownFilters();
  return shown.every(isLightFilter) ? <LightFilterForm /> : <FullFilterForm.Component />;
}
