import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../contract/search';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import { shownGroups, type ShownGroup } from './searchResults';

/** How long typing rests before the server is asked. */
const SEARCH_DELAY_MS = 250;

export type SearchState =
  | { status: 'tooShort' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'found'; groups: ShownGroup[] };

/**
 * The search's answer for the text typed: asked a moment after typing stops, only with at least
 * SEARCH_MIN_LENGTH characters; an answer that comes after a newer search is dropped.
 */
export function useSearchEverything(text: string): SearchState {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  // The last answer, with the text it answers: a newer text reads as "searching" until its own comes.
  const [answer, setAnswer] = useState<{ query: string; state: SearchState }>();
  const query = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const isLongEnough = query.length >= SEARCH_MIN_LENGTH;
  useEffect(() => {
    if (!isLongEnough) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      dataProvider
        .searchEverything({ query })
        .then(
          (found): SearchState => ({ status: 'found', groups: shownGroups(found.groups) }),
          (): SearchState => ({ status: 'failed' }),
        )
        .then((state) => isCurrent && setAnswer({ query, state }));
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [dataProvider, query, isLongEnough]);
  if (!isLongEnough) return { status: 'tooShort' };
  return answer?.query === query ? answer.state : { status: 'searching' };
}
