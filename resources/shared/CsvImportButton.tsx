import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CSV_IMPORT_LIMITS, type CsvImportReport } from '../../contract/csvImport';
import GridOnIcon from '@mui/icons-material/GridOn';
import {
  fetchTemplate,
  isWorkbookFile,
  sendCsv,
  type CsvImportTarget,
} from '../../providers/csvImportApi';
import { toCsv } from '../../providers/csvExport';
import { CsvFileInput, CsvOutcomeTable, downloadCsv } from './csvFiles';
import { useWorkbookTemplate } from './workbooks';

/** Rows shown in the dialog; the downloadable report has them all. */
const SHOWN_ROWS = 200;

type Stage =
  | { kind: 'choose' }
  | { kind: 'working'; file: File; rows: number; commit: boolean }
  | { kind: 'preview' | 'report'; file: File; report: CsvImportReport };

/**
 * The data lines of a CSV file (for the progress text): its line breaks, less the header's. A
 * workbook's rows are counted by the server (-1: not counted here).
 */
async function countRows(file: File): Promise<number> {
  if (isWorkbookFile(file)) return -1;
  const text = await file.text();
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  return Math.max(0, lines - 1);
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
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [onlyRefused, setOnlyRefused] = useState(false);
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  const workbookTemplate = useWorkbookTemplate(target, resource);

  const fail = (error: unknown) => {
    notify('zabuni.csvImport.failed', {
      type: 'error',
      messageArgs: { message: error instanceof Error ? error.message : String(error) },
    });
  };

  const run = async (file: File, commit: boolean) => {
    setStage({ kind: 'working', file, rows: await countRows(file), commit });
    try {
      const report = await sendCsv(target, file, { commit });
      setStage({ kind: commit ? 'report' : 'preview', file, report });
      if (commit) {
        notify('zabuni.csvImport.done', { type: 'success', messageArgs: report });
        refresh();
      }
    } catch (error) {
      fail(error);
      setStage({ kind: 'choose' });
    }
  };

  /** A chosen file is checked first: every row's outcome, nothing written. */
  const check = (file: File) => {
    void run(file, false);
  };

  const close = () => {
    setOpen(false);
    setStage({ kind: 'choose' });
  };

  const report = stage.kind === 'preview' || stage.kind === 'report' ? stage.report : null;
  const outcomeText = (outcome: string) =>
    translate(
      `zabuni.csvImport.outcomes.${stage.kind === 'report' && outcome !== 'refused' ? `${outcome}d` : outcome}`,
    );
  const rows = report?.rows.filter((row) => !onlyRefused || row.outcome === 'refused') ?? [];
  const reportCsv = () =>
    toCsv(
      (report?.rows ?? []).map((row) => ({
        line: row.line,
        record: row.label,
        result: outcomeText(row.outcome),
        errors: row.errors.join('; '),
        uuid: row.uuid ?? '',
      })),
    );

  return (
    <>
      <Button label="zabuni.csvImport.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('zabuni.csvImport.title', { name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('zabuni.csvImport.limits')}
          </Typography>
          <CsvFileInput
            inputRef={input}
            maxBytes={CSV_IMPORT_LIMITS.maxBytes}
            tooLarge="zabuni.csvImport.tooLarge"
            onFile={check}
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('zabuni.csvImport.chooseFile')}
            data-testid="csv-import-file"
          />
          {stage.kind === 'choose' && (
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
          )}
          {stage.kind === 'working' && (
            <Box role="status" sx={{ my: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {stage.rows < 0
                  ? translate(
                      stage.commit
                        ? 'zabuni.csvImport.importingWorkbook'
                        : 'zabuni.csvImport.checkingWorkbook',
                      { file: stage.file.name },
                    )
                  : translate(
                      stage.commit ? 'zabuni.csvImport.importing' : 'zabuni.csvImport.checking',
                      { rows: stage.rows.toLocaleString(), file: stage.file.name },
                    )}
              </Typography>
              <LinearProgress />
            </Box>
          )}
          {report && (
            <>
              <Alert severity={report.refused === 0 ? 'success' : 'warning'} sx={{ mb: 1 }}>
                {translate(
                  stage.kind === 'report'
                    ? 'zabuni.csvImport.reportSummary'
                    : 'zabuni.csvImport.previewSummary',
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
                columns={[
                  'zabuni.csvImport.line',
                  'zabuni.csvImport.record',
                  'zabuni.csvImport.result',
                ]}
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
          )}
        </DialogContent>
        <DialogActions>
          {report && (
            <Button
              label="zabuni.csvImport.downloadReport"
              onClick={() => downloadCsv(`${resource}-import-report.csv`, reportCsv())}
            >
              <DownloadIcon />
            </Button>
          )}
          {stage.kind === 'preview' && (
            <Button
              variant="contained"
              label="zabuni.csvImport.importValid"
              disabled={report!.created === 0}
              onClick={() => void run(stage.file, true)}
            />
          )}
          <Button label="ra.action.close" onClick={close} />
        </DialogActions>
      </Dialog>
    </>
  );
}
