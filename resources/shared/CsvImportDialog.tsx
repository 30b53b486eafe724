import DownloadIcon from '@mui/icons-material/Download';
import { DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useRef } from 'react';
import { Button, useTranslate } from 'react-admin';
import { CSV_IMPORT_LIMITS } from '../../contract/csvImport';
import type { CsvImportTarget } from '../../providers/csvImportApi';
import { CsvFileInput, downloadCsv } from './csvFiles';
import { CsvImportOutcome, CsvImportProgress, CsvImportStart } from './CsvImportSteps';
import { useCsvImport } from './useCsvImport';

export interface CsvImportDialogProps {
  target: CsvImportTarget;
  resource: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The import dialog's inside (CsvImportButton opens it, downloaded then): template, file, preview
 * of every row, import of the valid rows, report. Closing the dialog drops its state.
 */
export function CsvImportDialog({ target, resource, titleId, onClose }: CsvImportDialogProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const csvImport = useCsvImport(target);
  const { stage, report, fail } = csvImport;
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <>
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
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </>
  );
}
