import { useTranslate } from 'react-admin';
import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Dialog,
  DialogContent,
  InputAdornment,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { SEARCH_MAX_LENGTH } from '../../../contract/search';
import { SearchOpenButton } from './SearchOpenButton';
import { SearchResultList } from './SearchResultList';
import { SearchStatus } from './SearchStatus';
import { useSearchDialog } from './useSearchDialog';

/**
 * Search everything (issue 39 item 1): the app bar's search. A button that looks like a search box
 * (an icon on a phone) opens a dialog (full screen on a phone): typing searches every list the user
 * may read; the arrow keys move through the hits, Enter opens one, Escape closes. The input is a
 * combobox whose options are the hits (WAI-ARIA combobox with a listbox popup).
 */
export const SearchEverything = () => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const search = useSearchDialog();
  const { state, active } = search;
  const label = translate('zabuni.search.label');

  return (
    <>
      <SearchOpenButton label={label} isPhone={isPhone} onOpen={search.open} />
      <Dialog
        open={search.isOpen}
        onClose={search.close}
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
            value={search.text}
            onChange={(event) => search.type(event.target.value)}
            onKeyDown={search.onKeyDown}
            placeholder={translate('zabuni.search.placeholder')}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': label,
                'aria-expanded': search.hits.length > 0,
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
          <SearchStatus state={state} text={search.text} />
          {state.status === 'found' && state.groups.length > 0 && (
            <SearchResultList
              groups={state.groups}
              active={active}
              onHover={search.setActive}
              onOpen={search.openHit}
            />
          )}
          {isPhone && (
            <Button onClick={search.close} fullWidth sx={{ mt: 2 }}>
              {translate('ra.action.close')}
            </Button>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
};
