import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';

/**
 * Activates or deactivates the selected institutions by id (activateInstitution,
 * deactivateInstitution), one after the other; a failure stops there with the spec's text.
 */
export function InstitutionBulkActivation() {
  const { selectedIds, data = [] } = useListContext();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('institutions');
  const [isSaving, setSaving] = useState(false);

  const setActive = async (active: boolean) => {
    setSaving(true);
    const selected = data.filter((record) => selectedIds.includes(record.id));
    try {
      for (const record of selected) {
        if (record.active === active) continue;
        const id = String(record.institutionId);
        await (active
          ? dataProvider.activateInstitution({ id })
          : dataProvider.deactivateInstitution({ id }));
      }
      notify(active ? 'zabuni.referenceData.activated' : 'zabuni.referenceData.deactivated', {
        type: 'success',
        messageArgs: { smart_count: selected.length },
      });
      unselectAll();
    } catch {
      // "Failed to Activate Institution detals" / "Failed to Deactivate Institution detals"
      notify(
        active ? 'zabuni.institutions.activateFailed' : 'zabuni.institutions.deactivateFailed',
        {
          type: 'error',
        },
      );
    } finally {
      setSaving(false);
      refresh();
    }
  };

  return (
    <>
      <Button
        label="zabuni.institutions.activate"
        onClick={() => void setActive(true)}
        disabled={isSaving}
      >
        <ToggleOnIcon />
      </Button>
      <Button
        label="zabuni.institutions.deactivate"
        onClick={() => void setActive(false)}
        disabled={isSaving}
      >
        <ToggleOffIcon />
      </Button>
    </>
  );
}
