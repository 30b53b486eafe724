import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { downloadPlanAsOcds } from './ocds';

/** Downloads the plan as an Open Contracting Data Standard release package. */
export const OcdsExportButton = () => {
  const record = useRecordContext<{ uuid: string }>();
  const notify = useNotify();
  const [isBusy, setIsBusy] = useState(false);
  if (!record) return null;
  const exportPlan = async (event: React.MouseEvent) => {
    // Inside a list row: export, do not open the row.
    event.stopPropagation();
    setIsBusy(true);
    try {
      await downloadPlanAsOcds(record.uuid);
    } catch (error) {
      notify('zabuni.plans.actionFailed', {
        type: 'error',
        messageArgs: { message: (error as Error).message },
      });
    }
    setIsBusy(false);
  };
  return (
    <Button label="zabuni.plans.exportOcds" onClick={exportPlan} disabled={isBusy}>
      <DataObjectIcon />
    </Button>
  );
};
