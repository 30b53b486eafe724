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
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';

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

/** A save refused because someone else saved first: the record as it is now, and what was sent. */
export interface Conflict {
  theirs: Record<string, unknown>;
  yours: Record<string, unknown>;
}

/** Bookkeeping, not what a person edits: never compared. */
const bookkeeping = new Set([
  'id',
  'uuid',
  'version',
  'deleted',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  '__typename',
]);

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

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

/**
 * The fields a person can compare: those the form sent that the record also answers, in the form's
 * order, where the two differ (theirs is what is saved now; yours is what was refused).
 */
export function differingFields(conflict: Conflict): string[] {
  const same = (a: unknown, b: unknown) =>
    (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);
  return Object.keys(conflict.yours).filter(
    (key) =>
      !bookkeeping.has(key) &&
      key in conflict.theirs &&
      !same(conflict.theirs[key], conflict.yours[key]),
  );
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
 * Said in plain words: who changed the record and when, their values beside yours field by field,
 * and the two ways on: show theirs (the form reloads) or save mine over theirs knowingly.
 */
export function ConflictDialog({
  conflict,
  onReload,
  onOverwrite,
}: {
  conflict: Conflict;
  onReload(): void;
  onOverwrite(): void;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { theirs } = conflict;
  const { who, when } = useWhoAndWhen(theirs);
  const fields = differingFields(conflict);
  return (
    <ChangedRecordDialog
      id="conflict-title"
      maxWidth="md"
      explanation={translate('zabuni.conflict.explanation', { who, when })}
      reload={{ label: 'zabuni.conflict.reload', onClick: onReload }}
      proceed={{ label: 'zabuni.conflict.overwrite', onClick: onOverwrite, color: 'warning' }}
    >
      {fields.length ? (
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('zabuni.conflict.field')}</TableCell>
              <TableCell component="th">{translate('zabuni.conflict.theirs')}</TableCell>
              <TableCell component="th">{translate('zabuni.conflict.yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((source) => (
              <TableRow key={source}>
                <TableCell component="th" scope="row">
                  {translateLabel({ source, resource })}
                </TableCell>
                <TableCell>{shown(theirs[source], translate)}</TableCell>
                <TableCell>{shown(conflict.yours[source], translate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <DialogContentText sx={{ mt: 2 }}>
          {translate('zabuni.conflict.sameValues')}
        </DialogContentText>
      )}
    </ChangedRecordDialog>
  );
}
