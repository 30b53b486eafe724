import { Box, Checkbox, InputBase } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { CellError, InlineEditDisplay } from './InlineEditDisplay';
import type { ReferenceField } from './types';
import { useInlineCellEdit } from './useInlineCellEdit';

/**
 * A reference list's cell that edits in place (issue 39 item 4): Enter, F2 or its pencil opens it, Enter
 * saves, Escape puts the value back, Tab saves and moves on. The save is react-admin's update of the
 * whole record with one field changed, at the version the list read (the same operation, checks
 * and history as the form); a refusal shows in the cell, a stale one says someone changed it first.
 */
export function InlineEditCell({
  field,
}: {
  field: ReferenceField;
  /** Read by the Datagrid for the column's header and sort. */
  source: string;
  sortable?: boolean;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return <RecordInlineEditCell field={field} record={record} />;
}

/** The cell for a record there is: a checkbox for yes/no, otherwise the text, edited in place. */
function RecordInlineEditCell({ field, record }: { field: ReferenceField; record: RaRecord }) {
  const { label, source, shown, text, setText, error, isPending, stop, save, onKeyDown } =
    useInlineCellEdit(field, record);

  if (field.kind === 'boolean') {
    return (
      <Box onClick={stop}>
        <Checkbox
          checked={!!record[source]}
          disabled={isPending}
          size="small"
          slotProps={{ input: { 'aria-label': label } }}
          onChange={(event) => void save(event.target.checked)}
        />
        {error && <CellError text={error} />}
      </Box>
    );
  }

  if (text === null) {
    return (
      <InlineEditDisplay
        label={label}
        shown={shown}
        error={error}
        onOpen={(event) => {
          stop(event);
          setText(shown);
        }}
      />
    );
  }

  return (
    <Box onClick={stop}>
      <InputBase
        autoFocus
        value={text}
        disabled={isPending}
        inputProps={{
          'aria-label': label,
          'aria-invalid': !!error,
          maxLength: field.maxLength ? field.maxLength + 1 : undefined,
          inputMode: field.kind === 'number' ? 'decimal' : undefined,
        }}
        sx={{
          fontSize: 'inherit',
          borderBottom: 2,
          borderColor: error ? 'error.main' : 'primary.main',
          width: '100%',
          minWidth: 80,
        }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error && <CellError text={error} />}
    </Box>
  );
}
