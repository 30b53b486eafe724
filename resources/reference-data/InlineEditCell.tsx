import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Checkbox, IconButton, InputBase, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  useLocaleState,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { failureReason, staleVersionOf } from '../../providers/responses';
import type { ReferenceField } from './types';

/** What a key does while a cell is being edited (exported for its unit test). */
export function cellKeyAction(key: string): 'save' | 'cancel' | 'saveAndMove' | null {
  if (key === 'Enter') return 'save';
  if (key === 'Escape') return 'cancel';
  if (key === 'Tab') return 'saveAndMove';
  return null;
}

/**
 * The field a text cell edits: the one it shows. On a Swahili page a name shows its Swahili twin
 * when there is one (LocalTextField), so that twin is what is edited (decision 147).
 */
export function editedSource(record: RaRecord, source: string, locale: string): string {
  const twin = `${source}Sw`;
  const swahili = record[twin];
  return locale === 'sw' && typeof swahili === 'string' && swahili.trim() ? twin : source;
}

/** The value typed, as the record keeps it: a number column's text as a number, blank as null. */
function parsed(field: ReferenceField, text: string): unknown {
  if (field.kind !== 'number') return text;
  return text.trim() === '' ? null : Number(text);
}

/** The first rule the text breaks, as a translation key with its arguments, or undefined. */
function invalid(
  field: ReferenceField,
  text: string,
): [string, Record<string, unknown>?] | undefined {
  const trimmed = text.trim();
  if (field.required && trimmed === '') return ['ra.validation.required'];
  if (field.kind === 'number') {
    if (trimmed !== '' && !Number.isFinite(Number(trimmed))) return ['ra.validation.number'];
    return undefined;
  }
  if (field.minLength && trimmed.length < field.minLength) {
    return ['ra.validation.minLength', { min: field.minLength }];
  }
  if (field.maxLength && trimmed.length > field.maxLength) {
    return ['ra.validation.maxLength', { max: field.maxLength }];
  }
  return undefined;
}

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
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [update, { isPending }] = useUpdate();
  const refresh = useRefresh();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;
  const source = editedSource(record, field.source, locale);
  const shown = record[source] == null ? '' : String(record[source]);
  const label = translate(`resources.${resource}.fields.${field.source}`, { _: field.source });

  const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
  const cancel = () => {
    setText(null);
    setError(null);
  };

  const save = (value: unknown, onDone?: () => void) =>
    update(
      resource,
      { id: record.id, data: { ...record, [source]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          cancel();
          onDone?.();
        },
        onError: (failure) => {
          const theirs = staleVersionOf(failure);
          // The row is read again, so the next Enter saves over what is there now, knowingly.
          if (theirs) refresh();
          setError(
            theirs
              ? translate('zabuni.inlineEdit.stale', {
                  who: String(theirs.updatedBy ?? translate('zabuni.conflict.someone')),
                })
              : translate(failureReason(failure), { _: failureReason(failure) }),
          );
        },
      },
    );

  const commit = () => {
    if (text === null || text === shown) return cancel();
    const broken = invalid(field, text);
    if (broken) return setError(translate(broken[0], broken[1]));
    void save(parsed(field, field.kind === 'number' ? text : text.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    stop(event);
    const action = cellKeyAction(event.key);
    if (action === 'save') {
      event.preventDefault();
      commit();
    } else if (action === 'cancel') {
      event.preventDefault();
      cancel();
    } else if (action === 'saveAndMove') {
      // The browser moves the focus on to the next cell; the value typed is saved on the way.
      commit();
    }
  };

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
    // A click on the text still opens the row's form, as on every list; the pencil (or Enter and
    // F2 on the focused cell) edits in place.
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
            stop(event);
            event.preventDefault();
            setText(shown);
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
          onClick={(event) => {
            stop(event);
            setText(shown);
          }}
        >
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Box>
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

function CellError({ text }: { text: string }) {
  return (
    <Typography role="alert" variant="caption" color="error" sx={{ display: 'block' }}>
      {text}
    </Typography>
  );
}
