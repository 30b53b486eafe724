import { useMemo } from 'react';
import {
  useNotify,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Exporter,
} from 'react-admin';
import {
  fetchTemplate,
  fetchWorkbookExport,
  fetchWorkbookTemplate,
  uuidsOf,
  type ColumnLabels,
  type CsvImportTarget,
} from '../../providers/csvImportApi';
import { flatten } from '../../providers/csvExport';
import { fetchWorkbook, type WorkbookSheet } from '../../providers/csvImportApi';
import { downloadFile } from '../../providers/fileDownloads';
import { fieldLabel } from './historyText';

/**
 * Excel workbooks of an importable list (issue 39 item 6): the server writes them (exceljs never
 * enters the browser's bundle); the browser gives the header's words in the person's language. The
 * list's columns are its template's (the server's one definition), each labelled as its screens
 * label the field.
 */

/** The labels of the list's file columns, read from its CSV template's header. */
export function useColumnLabels(target: CsvImportTarget | undefined, resource: string) {
  const translate = useTranslate();
  return useMemo(
    () => async (): Promise<ColumnLabels> => {
      if (!target) return {};
      const header = (await fetchTemplate(target)).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
      const columns = header.split(',').filter(Boolean);
      return Object.fromEntries(
        columns.map((column) => [column, fieldLabel(translate, resource, column)]),
      );
    },
    [target, resource, translate],
  );
}

/** Downloads the list's template as a workbook. */
export function useWorkbookTemplate(target: CsvImportTarget, resource: string) {
  const labels = useColumnLabels(target, resource);
  return async () =>
    downloadFile(`${resource}-template.xlsx`, await fetchWorkbookTemplate(target, await labels()));
}

const isoDay = /^\d{4}-\d\d-\d\d$/;
const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A column's kind from its values: numbers, yes/no, days, moments, else text. */
function kindOf(values: unknown[]): WorkbookSheet['columns'][number]['kind'] {
  const given = values.filter((value) => value !== null && value !== undefined && value !== '');
  if (given.length === 0) return 'text';
  if (given.every((value) => typeof value === 'number')) return 'number';
  if (given.every((value) => typeof value === 'boolean')) return 'boolean';
  if (given.every((value) => typeof value === 'string' && isoDay.test(value))) return 'date';
  if (given.every((value) => typeof value === 'string' && isoTime.test(value))) return 'datetime';
  return 'text';
}

/** A cell as the workbook takes it: numbers, yes/no and text as they are, anything else as text. */
const cellOf = (value: unknown): string | number | boolean | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'boolean'
      ? value
      : Array.isArray(value)
        ? value.join(', ')
        : String(value);

/**
 * The sheet of a list that is not imported: the records as its CSV export holds them (one object
 * level deep), each column headed by its field's label in the person's language.
 */
function sheetOf(
  records: Record<string, unknown>[],
  resource: string,
  label: (column: string) => string,
): WorkbookSheet {
  const rows = records.map(flatten);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return {
    sheetName: resource.slice(0, 31),
    columns: columns.map((column) => ({
      header: label(column),
      kind: kindOf(rows.map((row) => row[column])),
    })),
    rows: rows.map((row) => columns.map((column) => cellOf(row[column]))),
  };
}

/**
 * The exporter of "Excel" beside "Export" on every list (resources/shared/List.tsx): the records
 * react-admin's export read (the list's filters and order) as a workbook, an importable list's in
 * its import's columns (so it imports back), any other's as its CSV export holds them; a refusal in
 * the server's words.
 */
export function useWorkbookExporter(): Exporter {
  const resource = useResourceContext() ?? '';
  const { options } = useResourceDefinition<{ csvImport?: CsvImportTarget }>();
  const target = options?.csvImport;
  const labels = useColumnLabels(target, resource);
  const translate = useTranslate();
  const notify = useNotify();
  return useMemo<Exporter>(
    () => async (records) => {
      try {
        const blob = target
          ? await fetchWorkbookExport(target, uuidsOf(records), await labels())
          : await fetchWorkbook(
              sheetOf(records as Record<string, unknown>[], resource, (column) =>
                fieldLabel(translate, resource, column),
              ),
            );
        downloadFile(`${resource}.xlsx`, blob);
      } catch (error) {
        notify('zabuni.csvImport.exportFailed', {
          type: 'error',
          messageArgs: { message: error instanceof Error ? error.message : String(error) },
        });
      }
    },
    [target, labels, resource, notify, translate],
  );
}
