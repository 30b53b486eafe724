import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { BulkActivationPair, useSetActive } from '../shared/ActivationButtons';

type Area = { id: string; uuid: string; active: boolean; version?: number };

/**
 * Switches an area with activateDeactivateAdministrativeArea (the spec's toggle), from the version
 * the list read: an area someone switched since is refused (9012), not switched back.
 */
function useSetAreaActive() {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  return useSetActive((area: Area) =>
    dataProvider.activateDeactivateAdministrativeArea({ uuid: area.uuid, version: area.version }),
  );
}

/** Bulk Activate / Deactivate for the selected rows. */
export function BulkAreaActivationButtons() {
  const { setActive, isSaving } = useSetAreaActive();
  return (
    <BulkActivationPair labels="zabuni.organisation" setActive={setActive} isSaving={isSaving} />
  );
}

/** The row's own switch: Deactivate when active, Activate otherwise. */
export function AreaActivationButton() {
  const area = useRecordContext<Area>();
  const { setActive, isSaving } = useSetAreaActive();
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
