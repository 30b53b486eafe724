import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { withFilterValue } from '../shared/filters/filterValues';
import { useServerSearch } from '../shared/useServerSearch';
import type { InstitutionChoice } from './methods';

export interface InstitutionFilterPickerProps {
  source: string;
  optionValue: 'id' | 'uuid';
  label: ReactNode;
  /** Takes the focus from the field it replaces, its list open. */
  autoFocus: boolean;
  /** What was typed in that field while this downloaded. */
  initialText: string;
}

/**
 * The institution filter's picker (InstitutionFilter.tsx draws it once downloaded): institutions
 * searched on the server by name as one types (listOfInstitutions); picking one sets the list's
 * filter to its id or uuid (`optionValue`), clearing removes it.
 */
export function InstitutionFilterPicker({
  source,
  optionValue,
  label,
  autoFocus,
  initialText,
}: InstitutionFilterPickerProps) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const find = useCallback(
    (name: string) => dataProvider.listOfInstitutions({ name }),
    [dataProvider],
  );
  const { choices, isPending, setSearch } = useServerSearch(find, initialText);
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [text, setText] = useState(initialText);
  // The one picked here keeps its name while a newer search's answers leave it out.
  const [picked, setPicked] = useState<InstitutionChoice | null>(null);
  // The Autocomplete writes its value's name (none) into the field as it mounts: that would wipe
  // what was typed before it came. Its effects run before this component's.
  const isMounting = useRef(true);
  useEffect(() => {
    isMounting.current = false;
  }, []);

  const selectedId = filterValues[source] as string | number | undefined;
  const value =
    selectedId == null
      ? null
      : ([picked, ...choices].find(
          (choice) => choice && String(choice[optionValue]) === String(selectedId),
        ) ?? null);

  return (
    <Autocomplete<InstitutionChoice>
      id={source}
      options={choices}
      value={value}
      inputValue={text}
      loading={isPending}
      openOnFocus
      autoHighlight
      // The server has filtered them by the text already.
      filterOptions={(options) => options}
      getOptionLabel={(choice) => choice.name}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'reset' && isMounting.current) return;
        setText(typed);
        // 'reset' is the picked name written into the field: not a search.
        if (reason !== 'reset') setSearch(typed);
      }}
      onChange={(_event, choice) => {
        setPicked(choice);
        setFilters(withFilterValue(filterValues, source, choice?.[optionValue]), displayedFilters);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          className={`ra-input ra-input-${source}`}
          size="small"
          label={label}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
