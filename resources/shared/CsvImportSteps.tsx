import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnIcon from '@mui/icons-material/GridOn';
import { Alert, Box, Checkbox, FormControlLabel, LinearProgress, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { CsvImportReport } from '../../contract/csvImport';
import { fetchTemplate, type CsvImportTarget } from '../../providers/csvImportApi';
import { CsvOutcomeTable, downloadCsv } from './csvFiles';
import { useWorkbookTemplate } from './workbooks';

/** Rows shown in the dialog; the downloadable report has them all. */
const SHOWN_ROWS = 200;

/** Before a file is chosen: the two templates (CSV, Excel) and Choose file. */
export function CsvImportStart({
  target,
  resource,
  input,
  fail,
}: {
  target: CsvImportTarget;
  resource: string;
  /** The hidden file input that Choose file opens. */
  input: RefObject<HTMLInputElement | null>;
  fail(error: unknown): void;
}) {
  const workbookTemplate = useWorkbookTemplate(target, resource);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        label="zabuni.csvImport.template"
        onClick={() =>
          void fetchTemplate(target).then(
            (text) => downloadCsv(`${resource}-template.csv`, text),
            fail,
          )
        }
      >
        <DownloadIcon />
      </Button>
      <Button
        label="zabuni.csvImport.templateExcel"
        onClick={() => void workbookTemplate().catch(fail)}
      >
        <GridOnIcon />
      </Button>
      <Button
        variant="contained"
        label="zabuni.csvImport.chooseFile"
        onClick={() => input.current?.click()}
      >
        <UploadFileIcon />
      </Button>
    </Box>
  );
}

/** While the server checks or imports: which file, how many rows (a workbook's are not counted). */
export function CsvImportProgress({
  file,
  rows,
  commit,
}: {
  file: File;
  rows: number;
  commit: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rows < 0
          ? translate(
              commit ? 'zabuni.csvImport.importingWorkbook' : 'zabuni.csvImport.checkingWorkbook',
              { file: file.name },
            )
          : translate(commit ? 'zabuni.csvImport.importing' : 'zabuni.csvImport.checking', {
              rows: rows.toLocaleString(),
              file: file.name,
            })}
      </Typography>
      <LinearProgress />
    </Box>
  );
}

/** A choice of the dialog, ticked or not. */
function Option({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={translate(label)}
    />
  );
}

/** The preview or the report: the counts, then each row's outcome (the first SHOWN_ROWS). */
export function CsvImportOutcome({
  report,
  isImported,
  onlyRefused,
  setOnlyRefused,
  outcomeText,
}: {
  report: CsvImportReport;
  /** The report of an import, not the preview of one. */
  isImported: boolean;
  onlyRefused: boolean;
  setOnlyRefused(onlyRefused: boolean): void;
  outcomeText(outcome: string): string;
}) {
  const translate = useTranslate();
  const rows = report.rows.filter((row) => !onlyRefused || row.outcome === 'refused');
  return (
    <>
      <Alert severity={report.refused === 0 ? 'success' : 'warning'} sx={{ mb: 1 }}>
        {translate(
          isImported ? 'zabuni.csvImport.reportSummary' : 'zabuni.csvImport.previewSummary',
          { ...report },
        )}
      </Alert>
      <Option
        label="zabuni.csvImport.onlyRefused"
        checked={onlyRefused}
        onChange={setOnlyRefused}
      />
      <CsvOutcomeTable
        aria-label={translate('zabuni.csvImport.result')}
        columns={['zabuni.csvImport.line', 'zabuni.csvImport.record', 'zabuni.csvImport.result']}
        rows={rows.slice(0, SHOWN_ROWS).map((row) => ({
          line: row.line,
          record: row.label,
          accepted: row.outcome !== 'refused',
          outcome:
            row.outcome === 'refused'
              ? `${outcomeText('refused')}: ${row.errors.join('; ')}`
              : outcomeText(row.outcome),
        }))}
      />
      {rows.length > SHOWN_ROWS && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('zabuni.csvImport.moreRows', { count: rows.length - SHOWN_ROWS })}
        </Typography>
      )}
    </>
  );
}
