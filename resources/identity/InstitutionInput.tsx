import { useEffect, useState } from 'react';
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { searchInstitutions, type InstitutionChoice } from '../../providers/identityApi';

/**
 * An institution picked by name, searched on the server as one types (listOfInstitutions);
 * `optionValue` says which key the form keeps (id for users, uuid for roles).
 */
export const InstitutionInput = (
  props: Omit<AutocompleteInputProps, 'choices'> & { optionValue: 'id' | 'uuid' },
) => {
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<InstitutionChoice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      searchInstitutions(search)
        .then((found) => isCurrent && setChoices(found))
        .catch(() => isCurrent && setChoices([]));
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [search]);
  return (
    <AutocompleteInput
      {...props}
      choices={choices}
      optionText="name"
      onInputChange={(_event, value) => setSearch(value)}
      filterToQuery={(text) => ({ name: text })}
    />
  );
};
