import { downloadCSV, type Exporter } from 'react-admin';
import {
  csvImportPath,
  workbookPath,
  XLSX_CONTENT_TYPE,
  type CsvImportReport,
  type workbookColumnKinds,
} from '../contract/csvImport';
import type { GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
import { CSV_BOM } from './csvExport';
import { getFreshAccessToken } from './authApi';
import { send } from './http';

/**
 * The CSV import's REST calls (contract/csvImport.ts), on the one network path (providers/http.ts):
 * the file goes as it is, text/csv, so a 10 MB file is not copied into JSON.
 */

export interface CsvImportTarget {
  service: GraphqlService;
  /** The list's table: tender_categories. */
  entity: string;
}

/** A refusal of the whole file (its header, its size, the caller's permission), in the server's words. */
export class CsvImportError extends Error {}

async function answer(response: Response): Promise<CsvImportReport> {
  const body = (await response.json().catch(() => ({}))) as {
    code?: number;
    message?: string;
    data?: CsvImportReport;
  };
  if (!response.ok || body.code !== 9000 || !body.data) {
    throw new CsvImportError(body.message ?? `HTTP ${response.status}`);
  }
  return body.data;
}

/** An Excel workbook, by its name or type (the server checks its bytes). */
export const isWorkbookFile = (file: File): boolean =>
  /\.xlsx$/i.test(file.name) || file.type === XLSX_CONTENT_TYPE;

/** A refused download's words: the server's message, else its status. */
async function refusal(response: Response): Promise<CsvImportError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return new CsvImportError(body.message ?? `HTTP ${response.status}`);
}

/** The columns' labels a workbook's header shows, in the person's language (file column -> words). */
export type ColumnLabels = Record<string, string>;

/** The list's template as an Excel workbook: the header row alone, in the person's words. */
export async function fetchWorkbookTemplate(
  target: CsvImportTarget,
  labels: ColumnLabels,
): Promise<Blob> {
  const path = csvImportPath(product, target.service, target.entity, 'template');
  const query = new URLSearchParams({ format: 'xlsx', labels: JSON.stringify(labels) });
  const response = await send(
    `${apiUrl(path)}?${query.toString()}`,
    {},
    { token: await getFreshAccessToken() },
  );
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

/**
 * The export of an importable list as an Excel workbook, written by the server (exceljs stays out of
 * the browser's bundle): typed cells, the header in the person's words and frozen.
 */
export async function fetchWorkbookExport(
  target: CsvImportTarget,
  uuids: string[],
  labels: ColumnLabels,
): Promise<Blob> {
  const path = csvImportPath(product, target.service, target.entity, 'export');
  const response = await send(
    apiUrl(path),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuids, format: 'xlsx', labels }),
    },
    { token: await getFreshAccessToken() },
  );
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

/** Checks every row of the file and writes nothing (commit false), or imports its valid rows. */
export async function sendCsv(
  target: CsvImportTarget,
  file: File,
  options: { commit: boolean },
): Promise<CsvImportReport> {
  const path = csvImportPath(
    product,
    target.service,
    target.entity,
    options.commit ? 'commit' : 'preview',
  );
  const query = new URLSearchParams({ fileName: file.name });
  const response = await send(
    `${apiUrl(path)}?${query.toString()}`,
    {
      method: 'POST',
      // A workbook goes as it is too: the server knows it by its bytes (a zip).
      headers: { 'content-type': isWorkbookFile(file) ? XLSX_CONTENT_TYPE : 'text/csv' },
      body: file,
    },
    { token: await getFreshAccessToken() },
  );
  return answer(response);
}

/** The list's template (its header line), as the server writes it from the form's fields. */
export async function fetchTemplate(target: CsvImportTarget): Promise<string> {
  const path = csvImportPath(product, target.service, target.entity, 'template');
  const response = await send(apiUrl(path), {}, { token: await getFreshAccessToken() });
  if (!response.ok) throw new CsvImportError(`HTTP ${response.status}`);
  return response.text();
}

/**
 * The export of an importable list: the server writes the chosen records (the list's filters and
 * order, read a page at a time by react-admin) in the columns of the list's template, so the file
 * imports back unchanged (issue 38; server/reference-kit/csvExport.ts). A refusal (more rows than an
 * import takes) comes back in the server's words.
 */
export async function fetchExport(target: CsvImportTarget, uuids: string[]): Promise<string> {
  const path = csvImportPath(product, target.service, target.entity, 'export');
  const response = await send(
    apiUrl(path),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuids }),
    },
    { token: await getFreshAccessToken() },
  );
  if (!response.ok) throw await refusal(response);
  return response.text();
}

/** react-admin's exporter of an importable list: its records by uuid, the file the server's. */
export const importableExporter =
  (target: CsvImportTarget): Exporter =>
  async (records, _fetchRelated, _dataProvider, resource) => {
    const uuids = uuidsOf(records);
    // A byte order mark, so Excel reads the Kiswahili as UTF-8 (fetch's text() drops the server's).
    downloadCSV(`${CSV_BOM}${await fetchExport(target, uuids)}`, resource ?? target.entity);
  };

/** The uuids of the records react-admin's export read, in the list's order. */
export const uuidsOf = (records: unknown[]) =>
  (records as { uuid?: string; id: unknown }[]).map((record) => String(record.uuid ?? record.id));

/** A workbook of any list: its columns (header in the person's words, cell kind) and rows. */
export interface WorkbookSheet {
  sheetName: string;
  columns: { header: string; kind: (typeof workbookColumnKinds)[number] }[];
  rows: (string | number | boolean | null)[][];
}

/** The server writes the workbook of a list that is not imported (exceljs stays off the browser). */
export async function fetchWorkbook(sheet: WorkbookSheet): Promise<Blob> {
  const response = await send(
    apiUrl(workbookPath(product, 'uaa')),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sheet),
    },
    { token: await getFreshAccessToken() },
  );
  if (!response.ok) throw await refusal(response);
  return response.blob();
}
