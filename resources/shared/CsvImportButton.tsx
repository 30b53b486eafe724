import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { Button, useTranslate } from 'react-admin';
import { CSV_IMPORT_LIMITS } from '../../contract/csvImport';
import type { CsvImportTarget } from '../../providers/csvImportApi';
import { CsvFileInput, downloadCsv } from './csvFiles';
import { CsvImportOutcome, CsvImportProgress, CsvImportStart } from './CsvImportSteps';
import { useCsvImport } from './useCsvImport';

/**
 * Import from a CSV file, for every importable list (the list actions show it where the resource's
 * descriptor says so and the person may create): template, file, preview of every row, import of
 * the valid rows, report. The server checks and writes (contract/csvImport.ts). It only creates
 * records (decision 103): a row naming one that exists is refused, never written over.
 */
export function CsvImportButton({
  target,
  resource,
}: {
  target: CsvImportTarget;
  resource: string;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const csvImport = useCsvImport(target);
  const { stage, report, fail } = csvImport;
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <>
      <Button label="zabuni.csvImport.button" onClick={csvImport.open}>
        <UploadFileIcon />
      </Button>
      <Dialog
        open={csvImport.isOpen}
        onClose={csvImport.close}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{translate('zabuni.csvImport.title', { name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('zabuni.csvImport.limits')}
          </Typography>
          <CsvFileInput
            inputRef={input}
            maxBytes={CSV_IMPORT_LIMITS.maxBytes}
            tooLarge="zabuni.csvImport.tooLarge"
            onFile={csvImport.check}
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('zabuni.csvImport.chooseFile')}
            data-testid="csv-import-file"
          />
          {stage.kind === 'choose' && (
            <CsvImportStart target={target} resource={resource} input={input} fail={fail} />
          )}
          {stage.kind === 'working' && (
            <CsvImportProgress file={stage.file} rows={stage.rows} commit={stage.commit} />
          )}
          {report && (
            <CsvImportOutcome
              report={report}
              isImported={stage.kind === 'report'}
              onlyRefused={csvImport.onlyRefused}
              setOnlyRefused={csvImport.setOnlyRefused}
              outcomeText={csvImport.outcomeText}
            />
          )}
        </DialogContent>
        <DialogActions>
          {report && (
            <Button
              label="zabuni.csvImport.downloadReport"
              onClick={() => downloadCsv(`${resource}-import-report.csv`, csvImport.reportCsv())}
            >
              <DownloadIcon />
            </Button>
          )}
          {stage.kind === 'preview' && (
            <Button
              variant="contained"
              label="zabuni.csvImport.importValid"
              disabled={stage.report.created === 0}
              onClick={() => void csvImport.run(stage.file, true)}
            />
          )}
          <Button label="ra.action.close" onClick={csvImport.close} />
        </DialogActions>
      </Dialog>
    </>
  );
}
