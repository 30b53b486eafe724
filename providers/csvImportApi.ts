import { downloadCSV, type Exporter } from 'react-admin';
import { csvImportPath, type CsvImportReport } from '../contract/csvImport';
import type { GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
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
    { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file },
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
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new CsvImportError(body.message ?? `HTTP ${response.status}`);
  }
  return response.text();
}

/** react-admin's exporter of an importable list: its records by uuid, the file the server's. */
export const importableExporter =
  (target: CsvImportTarget): Exporter =>
  async (records, _fetchRelated, _dataProvider, resource) => {
    const uuids = (records as { uuid?: string; id: unknown }[]).map((record) =>
      String(record.uuid ?? record.id),
    );
    downloadCSV(await fetchExport(target, uuids), resource ?? target.entity);
  };
