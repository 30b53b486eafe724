import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';

/**
 * Switches each area that is not yet as wanted with activateDeactivateAdministrativeArea (the spec's
 * toggle), one after the other so that a failure stops at the area it concerns.
 */
function useSetActive() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  const setActive = async (areas: { uuid: string; active: boolean }[], active: boolean) => {
    setSaving(true);
    try {
      for (const area of areas) {
        if (area.active !== active) {
          await dataProvider.activateDeactivateAdministrativeArea({ uuid: area.uuid });
        }
      }
      notify(active ? 'zabuni.referenceData.activated' : 'zabuni.referenceData.deactivated', {
        type: 'success',
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
      refresh();
    }
  };
  return { setActive, isSaving };
}

/** Bulk Activate / Deactivate for the selected rows. */
export function BulkAreaActivationButtons() {
  const { selectedIds, data = [] } = useListContext();
  const unselectAll = useUnselectAll('administrative-areas');
  const { setActive, isSaving } = useSetActive();
  const run = async (active: boolean) => {
    await setActive(
      data.filter((area) => selectedIds.includes(area.id)),
      active,
    );
    unselectAll();
  };
  return (
    <>
      <Button
        label="zabuni.organisation.activate"
        onClick={() => void run(true)}
        disabled={isSaving}
      >
        <ToggleOnIcon />
      </Button>
      <Button
        label="zabuni.organisation.deactivate"
        onClick={() => void run(false)}
        disabled={isSaving}
      >
        <ToggleOffIcon />
      </Button>
    </>
  );
}

/** The row's own switch: Deactivate when active, Activate otherwise. */
export function AreaActivationButton() {
  const area = useRecordContext<{ id: string; uuid: string; active: boolean }>();
  const { setActive, isSaving } = useSetActive();
  if (!area) return null;
  return (
    <Button
      label={area.active ? 'zabuni.organisation.deactivate' : 'zabuni.organisation.activate'}
      onClick={(event) => {
        event.stopPropagation();
        void setActive([area], !area.active);
      }}
      disabled={isSaving}
    >
      {area.active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
}
