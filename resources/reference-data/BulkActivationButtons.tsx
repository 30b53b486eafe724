import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useUnselectAll,
} from 'react-admin';

/**
 * Activate or deactivate the selected rows: each is saved with `active` switched (the resource's
 * update verb), one after the other so a failure stops at the row it concerns.
 */
export function BulkActivationButtons() {
  const { selectedIds, data = [] } = useListContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [isSaving, setSaving] = useState(false);
  // Only those who may edit the resource see the buttons (the server would refuse the others).
  const { canAccess } = useCanAccess({ resource, action: 'edit' });

  const setActive = async (active: boolean) => {
    setSaving(true);
    try {
      const selected = data.filter((record) => selectedIds.includes(record.id));
      for (const record of selected) {
        if (record.active === active) continue;
        await dataProvider.update(resource, {
          id: record.id,
          data: { ...record, active },
          previousData: record,
        });
      }
      notify(active ? 'zabuni.referenceData.activated' : 'zabuni.referenceData.deactivated', {
        type: 'success',
        messageArgs: { smart_count: selected.length },
      });
      unselectAll();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
      refresh();
    }
  };

  if (!canAccess) return null;
  return (
    <>
      <Button
        label="zabuni.referenceData.activate"
        onClick={() => void setActive(true)}
        disabled={isSaving}
      >
        <ToggleOnIcon />
      </Button>
      <Button
        label="zabuni.referenceData.deactivate"
        onClick={() => void setActive(false)}
        disabled={isSaving}
      >
        <ToggleOffIcon />
      </Button>
    </>
  );
}
