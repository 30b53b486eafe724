import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { formatDate } from '../../locales/formats';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { isBlank, type Conflict, type Merge } from './conflictMerge';

/** The record history's table of the screen's resource (withHistory provides it). */
export const HistoryEntityContext = createContext<string | undefined>(undefined);

/**
 * The name of the person who last changed the record: the newest entry of its history, which names
 * the actor as they were then (read by those who may read history); else the account the record
 * names (updatedBy), else undefined.
 */
function useChangedBy(theirs: Record<string, unknown>, entityOf?: string): string | undefined {
  const entity = useContext(HistoryEntityContext) ?? entityOf;
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'activity', action: 'list' });
  const uuid = theirs.uuid ?? theirs.id;
  const [name, setName] = useState<string | undefined>();
  useEffect(() => {
    if (!entity || !canAccess || uuid == null) return;
    dataProvider
      .getRecordHistory({ entity, uuid: String(uuid), first: 1, after: null })
      .then((page) => setName(page.entries[0]?.actorName ?? undefined))
      .catch(() => undefined);
  }, [entity, canAccess, uuid, dataProvider]);
  return name ?? (theirs.updatedBy ? String(theirs.updatedBy) : undefined);
}

/**
 * Who changed the record (their name where it can be read) and when, as the dialogs say it; `entity`
 * names the history table where no record screen provides it (a delete from a list).
 */
export function useWhoAndWhen(theirs: Record<string, unknown>, entity?: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = theirs.updatedAt
    ? formatDate(String(theirs.updatedAt), locale, { withTime: true })
    : '';
  const who = useChangedBy(theirs, entity) ?? translate('zabuni.conflict.someone');
  return { who, when };
}

/** A value as a person reads it: a related record by its name, a list joined, a flag as Yes/No. */
function shown(value: unknown, translate: (key: string) => string): string {
  if (isBlank(value)) return translate('zabuni.conflict.empty');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.map((item) => shown(item, translate)).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; fullName?: unknown; title?: unknown };
    return String(named.name ?? named.fullName ?? named.title ?? JSON.stringify(value));
  }
  return String(value);
}

/** A button of the dialog: its label's key and what it does. */
interface Choice {
  label: string;
  onClick(): void;
}

/**
 * The frame of "someone changed this record since you read it": the title, who and when (the
 * explanation), what else the dialog shows (children), and the two ways on: reload it, or go ahead
 * anyway (the contained button, coloured as a warning or a danger).
 */
export function ChangedRecordDialog({
  id,
  maxWidth,
  explanation,
  reload,
  proceed,
  children,
}: {
  /** The title's element id, which labels the dialog. */
  id: string;
  maxWidth: 'sm' | 'md';
  explanation: string;
  reload: Choice;
  proceed: Choice & { color: 'warning' | 'error' };
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open aria-labelledby={id} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={id}>{translate('zabuni.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{explanation}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={reload.onClick}>{translate(reload.label)}</Button>
        <Button onClick={proceed.onClick} variant="contained" color={proceed.color}>
          {translate(proceed.label)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Said in plain words: who changed the record and when, the fields where Overwrite puts your value
 * over theirs (their value beside yours), which of their changes it keeps, and the two ways on: show
 * theirs (the form reloads) or save mine knowingly (the merge, decision 135).
 */
export function ConflictDialog({
  conflict,
  merge,
  onReload,
  onOverwrite,
}: {
  conflict: Conflict;
  merge: Merge;
  onReload(): void;
  onOverwrite(): void;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { theirs, yours } = conflict;
  const { who, when } = useWhoAndWhen(theirs);
  const label = (source: string) => String(translateLabel({ source, resource }));
  return (
    <ChangedRecordDialog
      id="conflict-title"
      maxWidth="md"
      explanation={translate('zabuni.conflict.explanation', { who, when })}
      reload={{ label: 'zabuni.conflict.reload', onClick: onReload }}
      proceed={{ label: 'zabuni.conflict.overwrite', onClick: onOverwrite, color: 'warning' }}
    >
      {merge.overwritten.length ? (
        <>
          <DialogContentText sx={{ mt: 2 }}>
            {translate('zabuni.conflict.overwrites', { smart_count: merge.overwritten.length })}
          </DialogContentText>
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{translate('zabuni.conflict.field')}</TableCell>
                <TableCell component="th">{translate('zabuni.conflict.theirs')}</TableCell>
                <TableCell component="th">{translate('zabuni.conflict.yours')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {merge.overwritten.map((source) => (
                <TableRow key={source}>
                  <TableCell component="th" scope="row">
                    {label(source)}
                  </TableCell>
                  <TableCell>{shown(theirs[source], translate)}</TableCell>
                  <TableCell>{shown(yours[source], translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <DialogContentText sx={{ mt: 2 }}>
          {translate('zabuni.conflict.overwritesNone')}
        </DialogContentText>
      )}
      {merge.keptTheirs.length > 0 && (
        <DialogContentText sx={{ mt: 2 }}>
          {translate('zabuni.conflict.keptTheirs', {
            fields: merge.keptTheirs.map(label).join(', '),
            smart_count: merge.keptTheirs.length,
          })}
        </DialogContentText>
      )}
    </ChangedRecordDialog>
  );
}
