import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useInstitutionChoices } from '../branches/useInstitutionChoices';

/**
 * The institution a platform administrator works on (kept as its uuid); nothing for everyone else,
 * whose departments and designations are always their own institution's.
 */
export const InstitutionPicker = (props: Omit<AutocompleteInputProps, 'choices' | 'source'>) => {
  const { actsAcrossInstitutions, choices } = useInstitutionChoices();
  if (!actsAcrossInstitutions) return null;
  return (
    <AutocompleteInput {...props} source="institutionUuid" choices={choices} optionText="name" />
  );
};

/** Platform administrators (uaa.institution.all) see institution columns and pickers. */
export const useActsAcrossInstitutions = () => useInstitutionChoices().actsAcrossInstitutions;
