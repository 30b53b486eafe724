import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { movedIndex } from './searchResults';
import { useSearchEverything } from './useSearchEverything';

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere in the app. */
function useOpenShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/**
 * The search dialog's state: open or not, the text typed and its answer, the hit chosen with the
 * arrow keys, and the handlers that type, move, open a hit and close.
 */
export function useSearchDialog() {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setActive] = useState(-1);
  const state = useSearchEverything(text);
  const hits = state.status === 'found' ? state.groups.flatMap((group) => group.hits) : [];
  // The option chosen with the arrow keys, while the hits it was chosen among are shown.
  const active = chosen < hits.length ? chosen : -1;
  const open = useCallback(() => setOpen(true), []);
  useOpenShortcut(open);
  // The chosen option stays in sight as the arrow keys move through a long list (on a phone).
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`search-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setText('');
  };
  const type = (typed: string) => {
    setText(typed);
    setActive(-1);
  };
  const openHit = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    close();
    navigate(hit.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => movedIndex(current, event.key === 'ArrowDown' ? 1 : -1, hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(active >= 0 ? active : 0);
    }
  };
  return { isOpen, open, close, text, type, state, hits, active, setActive, openHit, onKeyDown };
}
