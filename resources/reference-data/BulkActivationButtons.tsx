import { useCanAccess, useDataProvider, useResourceContext, type RaRecord } from 'react-admin';
import { BulkActivationPair, useSetActive } from '../shared/ActivationButtons';

/**
 * Activate or deactivate the selected rows: each is saved with `active` switched (the resource's
 * update verb), one after the other so a failure stops at the row it concerns.
 */
export function BulkActivationButtons() {
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const { setActive, isSaving } = useSetActive((record: RaRecord, active) =>
    dataProvider.update(resource, {
      id: record.id,
      data: { ...record, active },
      previousData: record,
    }),
  );
  // Only those who may edit the resource see the buttons (the server would refuse the others).
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!canAccess) return null;
  return (
    <BulkActivationPair labels="zabuni.referenceData" setActive={setActive} isSaving={isSaving} />
  );
}
