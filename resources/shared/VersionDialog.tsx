import {
  Alert,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Button, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { HistoryVersion } from '../activity/methods';
import { failureReason, staleVersionOf } from '../../providers/responses';
import { fieldLabel, formatWhen, quoted, resourceOfEntity } from './historyText';

/**
 * One entry's version of a record (issue 39 item 3): every field as it was after the entry beside
 * today's value, the differing ones marked, and "Restore this version" where the person may edit
 * the record. The restore is the server's versioned save: refused when the record changed since the
 * dialog read it, then read again so the person sees what changed.
 */
export function VersionDialog({
  entity,
  uuid,
  entryId,
  onClose,
  onRestored,
}: {
  entity: string;
  uuid: string;
  entryId: string;
  onClose(): void;
  onRestored(): void;
}) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const translate = useTranslate();
  const [language] = useLocaleState();
  const notify = useNotify();
  const titleId = useId();
  const [version, setVersion] = useState<HistoryVersion | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(true);
  const [saving, setSaving] = useState(false);

  const load = () =>
    dataProvider.getRecordVersion({ entity, uuid, entryId }).then(setVersion, () => {
      notify('zabuni.history.loadFailed', { type: 'error' });
      onClose();
    });

  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, uuid, entryId]);

  const resource = resourceOfEntity(entity);
  const date = version ? formatWhen(version.recordedAt, language) : '';
  const restore = async () => {
    if (!version || version.currentVersion === null) return;
    setSaving(true);
    try {
      await dataProvider.restoreRecordVersion({
        entity,
        uuid,
        entryId,
        version: version.currentVersion,
      });
      notify('zabuni.history.version.restored', { type: 'success', messageArgs: { date } });
      onRestored();
    } catch (error) {
      if (staleVersionOf(error)) {
        notify('zabuni.history.version.stale', { type: 'warning' });
        await load();
      } else {
        notify('zabuni.history.version.failed', {
          type: 'error',
          messageArgs: { message: failureReason(error) },
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const fields = (version?.fields ?? []).filter((field) => !onlyChanged || field.changed);
  const changed = version?.fields.some((field) => field.changed && field.restorable) ?? false;
  const why = !version
    ? undefined
    : version.deleted
      ? 'zabuni.history.version.deleted'
      : !changed
        ? 'zabuni.history.version.same'
        : !version.restorable
          ? 'zabuni.history.version.noPermission'
          : undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('zabuni.history.version.title', {
          record: version?.recordLabel ?? translate('zabuni.history.thisRecord'),
          date,
        })}
      </DialogTitle>
      <DialogContent>
        {why && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(why)}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyChanged}
              onChange={(event) => setOnlyChanged(event.target.checked)}
            />
          }
          label={translate('zabuni.history.version.onlyChanged')}
        />
        {fields.length > 0 && (
          <Table size="small" aria-label={translate('zabuni.history.version.open')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('zabuni.history.version.field')}</TableCell>
                <TableCell>{translate('zabuni.history.version.then')}</TableCell>
                <TableCell>{translate('zabuni.history.version.now')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow
                  key={field.field}
                  sx={field.changed ? { backgroundColor: 'action.hover' } : undefined}
                >
                  <TableCell component="th" scope="row">
                    {fieldLabel(translate, resource, field.field)}
                  </TableCell>
                  <TableCell
                    sx={{ fontWeight: field.changed ? 600 : undefined, wordBreak: 'break-word' }}
                  >
                    {quoted(translate, field.thenValue, field.field)}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {quoted(translate, field.nowValue, field.field)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        {version?.restorable && (
          <Button
            variant="contained"
            label="zabuni.history.version.restore"
            disabled={saving}
            onClick={() => void restore()}
          />
        )}
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
