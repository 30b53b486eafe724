import { useEffect, useState } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, useDataProvider } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import type { InstitutionChoice } from '../../providers/operations/identityMethods';

/**
 * An institution picked by name, searched on the server as one types (listOfInstitutions);
 * `optionValue` says which key the form keeps (id for users, uuid for roles).
 */
export const InstitutionInput = (
  props: Omit<AutocompleteInputProps, 'choices'> & { optionValue: 'id' | 'uuid' },
) => {
  const [search, setSearch] = useState('');
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [choices, setChoices] = useState<InstitutionChoice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      dataProvider
        .listOfInstitutions({ name: search })
        .then((found) => isCurrent && setChoices(found))
        .catch(() => isCurrent && setChoices([]));
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [dataProvider, search]);
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
