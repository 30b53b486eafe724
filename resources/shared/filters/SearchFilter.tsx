import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { withFilterValue } from './filterValues';

/** How long typing rests before the list asks again: as long as react-admin's filter form waits. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFilterProps {
  source?: string;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/**
 * A list's search box, drawn as react-admin's SearchInput draws it (a search icon, a clear button
 * while it holds text) but without a form: it reads the list's filter and sets it, half a second
 * after the last key (at once on Enter or the clear button). A list whose shown filters are all as
 * light as this one needs no form library (resources/shared/filters/ListFilters.tsx, issue 42).
 */
export function SearchFilter({ source = 'q' }: SearchFilterProps) {
  const translate = useTranslate();
  const list = useListContext();
  const applied = typeof list.filterValues[source] === 'string' ? list.filterValues[source] : '';
  const [text, setText] = useState<string>(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A filter set elsewhere (a saved query, the address, Clear) shows here, unless a key is pending.
  useEffect(() => {
    if (timer.current === undefined) setText(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // useEvent: the list's filters when the timer fires, not when the key was pressed.
  const apply = useEvent((value: string) => {
    timer.current = undefined;
    const { filterValues, displayedFilters, setFilters } = list;
    setFilters(withFilterValue(filterValues, source, value || undefined), displayedFilters);
  });

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };
  const applyNow = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    apply(value);
  };

  const clear = translate('ra.action.clear_input_value');
  return (
    <TextField
      id={source}
      name={source}
      className={`ra-input ra-input-${source}`}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyNow(text);
      }}
      hiddenLabel
      placeholder={translate('ra.action.search')}
      size="small"
      sx={{ mt: 0 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                // As wide as the search icon it replaces, so the box does not grow as one types.
                <IconButton
                  aria-label={clear}
                  title={clear}
                  onClick={() => applyNow('')}
                  sx={{ p: 0 }}
                >
                  <ClearIcon />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
