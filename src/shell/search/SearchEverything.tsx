import { useTranslate } from 'react-admin';
import { Dialog, useMediaQuery, type Theme } from '@mui/material';
import { preloadable } from '../../../providers/preloadable';
import { LazyDialogPart, preload } from '../../../resources/shared/LazyDialogPart';
import { SearchOpenButton } from './SearchOpenButton';
import { useSearchDialog } from './useSearchDialog';

const content = preloadable(() =>
  import('./SearchDialogContent').then((module) => module.SearchDialogContent),
);

/**
 * Search everything (issue 39 item 1): the app bar's search. A button that looks like a search box
 * (an icon on a phone) opens a dialog (full screen on a phone): typing searches every list the user
 * may read; the arrow keys move through the hits, Enter opens one, Escape closes. The input is a
 * combobox whose options are the hits (WAI-ARIA combobox with a listbox popup). The dialog's inside
 * comes when first wanted: hovering or focusing the button starts its download.
 */
export const SearchEverything = () => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const search = useSearchDialog();
  const label = translate('zabuni.search.label');

  return (
    <>
      <SearchOpenButton
        label={label}
        isPhone={isPhone}
        onOpen={search.open}
        onPreload={() => preload(content)}
      />
      <Dialog
        open={search.isOpen}
        onClose={search.close}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': label } }}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <LazyDialogPart
          part={content}
          label={label}
          onCancel={search.close}
          props={{ search, label, isPhone }}
        />
      </Dialog>
    </>
  );
};
