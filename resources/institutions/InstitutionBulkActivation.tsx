import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { BulkActivationPair, useSetActive } from '../shared/ActivationButtons';

/**
 * Activates or deactivates the selected institutions by id (activateInstitution,
 * deactivateInstitution), one after the other; a failure stops there with the spec's text.
 */
export function InstitutionBulkActivation() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { setActive, isSaving } = useSetActive(
    (record: RaRecord, active) => {
      const id = String(record.institutionId);
      return active
        ? dataProvider.activateInstitution({ id })
        : dataProvider.deactivateInstitution({ id });
    },
    // "Failed to Activate Institution detals" / "Failed to Deactivate Institution detals"
    (_error, active) =>
      notify(
        active ? 'zabuni.institutions.activateFailed' : 'zabuni.institutions.deactivateFailed',
        { type: 'error' },
      ),
  );
  return (
    <BulkActivationPair labels="zabuni.institutions" setActive={setActive} isSaving={isSaving} />
  );
}
