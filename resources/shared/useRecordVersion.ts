import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { HistoryVersion } from '../activity/methods';
import { failureReason, staleVersionOf } from '../../providers/responses';
import { formatWhen } from './historyText';

/** Why "Restore this version" is not offered (the message key), or undefined when it may be. */
function whyNotRestorable(version: HistoryVersion | null) {
  if (!version) return undefined;
  if (version.deleted) return 'zabuni.history.version.deleted';
  const changed = version.fields.some((field) => field.changed && field.restorable);
  if (!changed) return 'zabuni.history.version.same';
  if (!version.restorable) return 'zabuni.history.version.noPermission';
  return undefined;
}

/**
 * One history entry's version of a record, read from the server (the dialog closes when it cannot
 * be), and its restore: the versioned save, read again when refused as stale.
 */
export function useRecordVersion({
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
  const [language] = useLocaleState();
  const notify = useNotify();
  const [version, setVersion] = useState<HistoryVersion | null>(null);
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
  return { version, date, why: whyNotRestorable(version), saving, restore };
}
