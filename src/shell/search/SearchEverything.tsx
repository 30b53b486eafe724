import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../contract/search';
import { SearchResultList } from './SearchResultList';
import { movedIndex } from './searchResults';
import { useSearchEverything } from './useSearchEverything';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

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
 * Search everything (issue 39 item 1): the app bar's search. A button that looks like a search box
 * (an icon on a phone) opens a dialog (full screen on a phone): typing searches every list the user
 * may read; the arrow keys move through the hits, Enter opens one, Escape closes. The input is a
 * combobox whose options are the hits (WAI-ARIA combobox with a listbox popup).
 */
export const SearchEverything = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  const label = translate('zabuni.search.label');

  return (
    <>
      {isPhone ? (
        <IconButton color="inherit" aria-label={label} onClick={open}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          onClick={open}
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{
            textTransform: 'none',
            border: 1,
            borderColor: 'rgba(255,255,255,0.5)',
            px: 1.5,
            mx: 1,
            minWidth: 200,
            justifyContent: 'flex-start',
          }}
        >
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
            {label}
          </Box>
          <Box
            component="kbd"
            sx={{ ml: 2, fontSize: '0.75rem', opacity: 0.8, fontFamily: 'inherit' }}
          >
            {shortcut}
          </Box>
        </Button>
      )}
      <Dialog
        open={isOpen}
        onClose={close}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': label } }}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <DialogContent sx={{ p: 2 }}>
          <TextField
            autoFocus
            fullWidth
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder={translate('zabuni.search.placeholder')}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': label,
                'aria-expanded': hits.length > 0,
                'aria-controls': 'search-everything-results',
                'aria-autocomplete': 'list',
                'aria-activedescendant': active >= 0 ? `search-hit-${active}` : undefined,
                maxLength: SEARCH_MAX_LENGTH,
                enterKeyHint: 'go',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ mt: 1 }} aria-live="polite">
            {state.status === 'tooShort' && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                {translate('zabuni.search.tooShort', { smart_count: SEARCH_MIN_LENGTH })}
              </Typography>
            )}
            {state.status === 'searching' && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                {translate('zabuni.search.searching')}
              </Typography>
            )}
            {state.status === 'failed' && (
              <Typography variant="body2" color="error" sx={{ p: 1 }}>
                {translate('zabuni.search.failed')}
              </Typography>
            )}
            {state.status === 'found' && state.groups.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                {translate('zabuni.search.nothing', { query: text.trim() })}
              </Typography>
            )}
          </Box>
          {state.status === 'found' && state.groups.length > 0 && (
            <SearchResultList
              groups={state.groups}
              active={active}
              onHover={setActive}
              onOpen={openHit}
            />
          )}
          {isPhone && (
            <Button onClick={close} fullWidth sx={{ mt: 2 }}>
              {translate('ra.action.close')}
            </Button>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
};
