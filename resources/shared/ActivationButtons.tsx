import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useState } from 'react';
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';

type Switchable = RaRecord & { active?: boolean };

/**
 * Switches each record that is not yet as wanted with `switchOne`, one after the other so that a
 * failure stops at the record it concerns; says how it went (the error's own text unless
 * `onFailure` says otherwise) and refreshes the list. Resolves to whether every record was switched.
 */
export function useSetActive<R extends Switchable>(
  switchOne: (record: R, active: boolean) => Promise<unknown>,
  onFailure?: (error: unknown, active: boolean) => void,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  const setActive = async (records: R[], active: boolean) => {
    setSaving(true);
    try {
      for (const record of records) {
        if (record.active !== active) await switchOne(record, active);
      }
      notify(active ? 'zabuni.referenceData.activated' : 'zabuni.referenceData.deactivated', {
        type: 'success',
        messageArgs: { smart_count: records.length },
      });
      return true;
    } catch (error) {
      if (onFailure) onFailure(error, active);
      else notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
      refresh();
    }
  };
  return { setActive, isSaving };
}

/**
 * Activate and Deactivate for the selected rows of a list (labels `<labels>.activate` and
 * `<labels>.deactivate`); the selection is cleared once every row is switched.
 */
export function BulkActivationPair<R extends Switchable>({
  labels,
  setActive,
  isSaving,
}: {
  labels: string;
  setActive: (records: R[], active: boolean) => Promise<boolean>;
  isSaving: boolean;
}) {
  const { selectedIds, data = [] } = useListContext<R>();
  const unselectAll = useUnselectAll(useResourceContext() ?? '');
  const run = async (active: boolean) => {
    const switched = await setActive(
      data.filter((record) => selectedIds.includes(record.id)),
      active,
    );
    if (switched) unselectAll();
  };
  return (
    <>
      <Button label={`${labels}.activate`} onClick={() => void run(true)} disabled={isSaving}>
        <ToggleOnIcon />
      </Button>
      <Button label={`${labels}.deactivate`} onClick={() => void run(false)} disabled={isSaving}>
        <ToggleOffIcon />
      </Button>
    </>
  );
}
