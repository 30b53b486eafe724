import { useEffect, useState } from 'react';

/** How long typing rests before the server is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * Choices searched on the server as one types: `find` is asked for the text a moment after typing
 * stops; an answer that comes after a newer search is dropped, and a failed one offers nothing.
 * Feed `setSearch` from the input's onInputChange.
 */
export function useServerSearch<Choice>(
  find: (text: string) => Promise<Choice[]>,
  initialSearch = '',
) {
  const [search, setSearch] = useState(initialSearch);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [isPending, setPending] = useState(true);
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      find(search)
        .then((found) => isCurrent && setChoices(found))
        .catch(() => isCurrent && setChoices([]))
        .finally(() => isCurrent && setPending(false));
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [find, search]);
  return { choices, isPending, setSearch };
}
