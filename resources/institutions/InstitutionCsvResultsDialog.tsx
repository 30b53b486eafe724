import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { CsvUploadResult } from '../../contract/institutions';
import { CsvOutcomeTable } from '../shared/csvFiles';

/** Every row's outcome of an institutions upload (created, or why not), with the totals above. */
export function InstitutionCsvResultsDialog({
  result,
  onClose,
}: {
  result: CsvUploadResult | null;
  onClose(): void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={result !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('zabuni.institutions.csvResults')}</DialogTitle>
      <DialogContent>
        {result && (
          <>
            <Alert severity={result.failed === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {translate('zabuni.institutions.csvSummary', {
                created: result.created,
                failed: result.failed,
              })}
            </Alert>
            <CsvOutcomeTable
              columns={[
                'zabuni.institutions.csvLine',
                'resources.institutions.fields.name',
                'zabuni.institutions.csvOutcome',
              ]}
              rows={result.rows.map((row) => ({
                line: row.rowNumber,
                record: row.name,
                accepted: row.created,
                outcome: row.created ? translate('zabuni.institutions.csvCreated') : row.error,
              }))}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
