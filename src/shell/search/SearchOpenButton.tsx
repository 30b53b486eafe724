import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton } from '@mui/material';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The app bar's way into the search: an icon on a phone, else a button like a search box. Pointing
 * at it or focusing it calls onPreload (the dialog's chunk).
 */
export const SearchOpenButton = ({
  label,
  isPhone,
  onOpen,
  onPreload,
}: {
  label: string;
  isPhone: boolean;
  onOpen(): void;
  onPreload(): void;
}) => {
  const preloadOn = { onPointerEnter: onPreload, onFocus: onPreload, onTouchStart: onPreload };
  if (isPhone)
    return (
      <IconButton color="inherit" aria-label={label} onClick={onOpen} {...preloadOn}>
        <SearchIcon />
      </IconButton>
    );
  return (
    <Button
      color="inherit"
      onClick={onOpen}
      {...preloadOn}
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
      <Box component="kbd" sx={{ ml: 2, fontSize: '0.75rem', opacity: 0.8, fontFamily: 'inherit' }}>
        {isMac() ? '⌘K' : 'Ctrl+K'}
      </Box>
    </Button>
  );
};
