import type { AutocompleteInputProps } from 'react-admin';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';

/**
 * The institution a platform administrator works on, searched by name on the server and kept as its
 * uuid (the institutionUuid of allDepartmentsPageable, addNewDepartment, createDesignation, ...).
 */
export const InstitutionPicker = (props: Omit<AutocompleteInputProps, 'choices' | 'source'>) => (
  <InstitutionInput {...props} source="institutionUuid" optionValue="uuid" />
);

/** Platform administrators (uaa.institution.all) see institution columns and pickers. */
export const useActsAcrossInstitutions = usePlatformAdmin;

/** A list's filters of an institution's records: a platform administrator picks the institution. */
export const useInstitutionFilters = () =>
  useActsAcrossInstitutions() ? [<InstitutionPicker key="institution" alwaysOn />] : [];
