import { useCallback } from 'react';
import { AutocompleteInput, type AutocompleteInputProps, useDataProvider } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { useServerSearch } from '../shared/useServerSearch';

/**
 * An institution picked by name, searched on the server as one types (listOfInstitutions);
 * `optionValue` says which key the form keeps (id for users, uuid for roles).
 */
export const InstitutionInput = (
  props: Omit<AutocompleteInputProps, 'choices'> & { optionValue: 'id' | 'uuid' },
) => {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const find = useCallback(
    (name: string) => dataProvider.listOfInstitutions({ name }),
    [dataProvider],
  );
  const { choices, setSearch } = useServerSearch(find);
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
