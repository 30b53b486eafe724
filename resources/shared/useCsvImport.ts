import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CsvImportReport } from '../../contract/csvImport';
import { isWorkbookFile, sendCsv, type CsvImportTarget } from '../../providers/csvImportApi';
import { toCsv } from '../../providers/csvExport';

export type CsvImportStage =
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

/**
 * The import dialog's state: its stage (choose a file, working, preview, report), the "only
 * refused rows" choice, and the runs: a check (nothing written), then the import. It lives as long
 * as the open dialog (CsvImportDialog).
 */
export function useCsvImport(target: CsvImportTarget) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [stage, setStage] = useState<CsvImportStage>({ kind: 'choose' });
  const [onlyRefused, setOnlyRefused] = useState(false);

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

  const report = stage.kind === 'preview' || stage.kind === 'report' ? stage.report : null;
  /** A row's outcome in words: what will be done in the preview, what was done in the report. */
  const outcomeText = (outcome: string) =>
    translate(
      `zabuni.csvImport.outcomes.${stage.kind === 'report' && outcome !== 'refused' ? `${outcome}d` : outcome}`,
    );
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

  return {
    stage,
    report,
    run,
    check,
    fail,
    onlyRefused,
    setOnlyRefused,
    outcomeText,
    reportCsv,
  };
}
