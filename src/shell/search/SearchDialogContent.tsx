import { useTranslate } from 'react-admin';
import SearchIcon from '@mui/icons-material/Search';
import { Button, DialogContent, InputAdornment, TextField } from '@mui/material';
import { SEARCH_MAX_LENGTH } from '../../../contract/search';
import { SearchResultList } from './SearchResultList';
import { SearchStatus } from './SearchStatus';
import type { useSearchDialog } from './useSearchDialog';

/**
 * The search dialog's inside: the combobox the user types in, what it found and, on a phone, a close
 * button. In a chunk of its own with its text field, downloaded when the search is first opened or its
 * button hovered or focused (issue 42: the admin home's first load).
 */
export const SearchDialogContent = ({
  search,
  label,
  isPhone,
}: {
  search: ReturnType<typeof useSearchDialog>;
  label: string;
  isPhone: boolean;
}) => {
  const translate = useTranslate();
  const { state, active } = search;
  return (
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
  );
};
