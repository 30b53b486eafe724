import type { PickerSource } from '../shared/pickers/ServerSearchPicker';
import { lightFilter } from '../shared/filters/LightFilterForm';
import { SearchPickerFilter } from '../shared/filters/SearchPickerFilter';
import type { InstitutionChoice } from './methods';

export interface InstitutionFilterProps {
  source: string;
  /** Which key the filter keeps: the id (users) or the uuid (departments, roles, designations). */
  optionValue?: 'id' | 'uuid';
  label?: string;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

const search: PickerSource<InstitutionChoice>['search'] = (dataProvider, name) =>
  dataProvider.listOfInstitutions({ name });

/** Institutions searched by name (listOfInstitutions), kept by id or by uuid. */
const pickers: Record<'id' | 'uuid', PickerSource<InstitutionChoice>> = {
  id: { search, optionValue: 'id', optionText: (institution) => institution.name },
  uuid: {
    search,
    // One the address names: read by its uuid (findProcuringEntityByUuid).
    searchOne: async (dataProvider, uuid) => {
      const { data } = await dataProvider.getOne('institutions', { id: uuid });
      return { id: String(data.institutionId), uuid: String(data.uuid), name: String(data.name) };
    },
    optionValue: 'uuid',
    optionText: (institution) => institution.name,
  },
};

/**
 * A list's filter by institution, picked by name as one types (a platform administrator's users,
 * departments, designations and roles): drawn without a form, its picker downloaded when
 * approached (SearchPickerFilter).
 */
export const InstitutionFilter = lightFilter(function InstitutionFilter({
  optionValue = 'id',
  ...props
}: InstitutionFilterProps) {
  return <SearchPickerFilter {...props} picker={pickers[optionValue]} />;
});
