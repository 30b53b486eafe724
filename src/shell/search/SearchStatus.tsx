import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { SEARCH_MIN_LENGTH } from '../../../contract/search';
import type { SearchState } from './useSearchEverything';

/** What the search is doing when it has no hits to list, announced as it changes. */
export const SearchStatus = ({ state, text }: { state: SearchState; text: string }) => {
  const translate = useTranslate();
  return (
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
  );
};
