import type { AutocompleteInputProps } from 'react-admin';
import { InstitutionInput } from '../identity/InstitutionInput';

/**
 * The institution a platform administrator works on, searched by name on the server and kept as its
 * uuid (the institutionUuid of allDepartmentsPageable, addNewDepartment, createDesignation, ...).
 */
export const InstitutionPicker = (props: Omit<AutocompleteInputProps, 'choices' | 'source'>) => (
  <InstitutionInput {...props} source="institutionUuid" optionValue="uuid" />
);
