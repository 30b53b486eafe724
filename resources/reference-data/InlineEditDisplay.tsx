import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';

/**
 * A text cell not being edited: its value, and a pencil that opens it. A click on the text still
 * opens the row's form, as on every list; the pencil (or Enter and F2 on the focused cell) edits in
 * place.
 */
export function InlineEditDisplay({
  label,
  shown,
  error,
  onOpen,
}: {
  label: string;
  shown: string;
  error: string | null;
  onOpen(event: MouseEvent | KeyboardEvent): void;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        '& .InlineEditCell-pencil': { opacity: 0.4 },
        '&:hover .InlineEditCell-pencil, &:focus-within .InlineEditCell-pencil': { opacity: 1 },
      }}
    >
      <Box
        component="span"
        role="button"
        tabIndex={0}
        aria-label={translate('zabuni.inlineEdit.edit', { field: label, value: shown })}
        className="InlineEditCell"
        sx={{ minHeight: '1.5em', flex: 1 }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== 'F2') return;
          event.preventDefault();
          onOpen(event);
        }}
      >
        {shown || '-'}
        {error && <CellError text={error} />}
      </Box>
      <IconButton
        className="InlineEditCell-pencil"
        size="small"
        tabIndex={-1}
        aria-label={translate('zabuni.inlineEdit.editInPlace', { field: label })}
        sx={{ p: 0.25 }}
        onClick={onOpen}
      >
        <EditOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
}

/** Why the last save was refused, under the cell. */
export function CellError({ text }: { text: string }) {
  return (
    <Typography role="alert" variant="caption" color="error" sx={{ display: 'block' }}>
      {text}
    </Typography>
  );
}
