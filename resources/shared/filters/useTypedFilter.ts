import { useEffect, useRef, useState } from 'react';
import { useEvent, useListContext } from 'react-admin';
import { withFilterValue } from './filterValues';

/** How long typing rests before the list asks again: as long as react-admin's filter form waits. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A filter typed into (a search, a date): what the field shows, set at each key and applied to
 * the list half a second after the last (`change`), or at once (`applyNow`: Enter, clear).
 */
export function useTypedFilter(source: string) {
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

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };
  const applyNow = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    apply(value);
  };
  return { text, change, applyNow };
}
