import type { PgColumn } from 'drizzle-orm/pg-core';
import { CSV_IMPORT_LIMITS, XLSX_LIMITS } from '../../contract/csvImport';
import { WorkerLimitError, WorkersBusyError, type WorkerPool } from '../http/workerPool';
import type { CsvField } from './csvFields';
import { badFile, type CsvFile } from './csvFile';
import { type Definition } from './csvRows';
import type { XlsxColumnKind, XlsxReadOutcome, XlsxReadTask, XlsxWriteTask } from './xlsxWorker';

/**
 * Excel workbooks (.xlsx) of the reference lists (issue 39 item 6): read into the rows a CSV file
 * gives, and written with typed cells, on the server's worker threads (xlsxWorker.ts). The zip's own
 * directory is checked first, on this thread and without unpacking anything: a file that says it
 * unpacks to more than the limit, or holds too many parts, is refused before any work starts.
 */

// Beside this module: TypeScript under tsx, JavaScript in the built server (dist-server/).
const xlsxWorker = new URL(
  `./xlsxWorker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/** A workbook's reading or writing may take this long (its wait for a thread included). */
const WORKBOOK_TIMEOUT_MS = 60_000;

/** An .xlsx is a zip: its bytes start with the local file header's signature, PK\x03\x04. */
export const isWorkbook = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

/**
 * What the zip's central directory says: its parts and what they unpack to, added up. Undefined when
 * it has no directory one can read (then it is not a workbook). ZIP64 sizes (0xFFFFFFFF) count as
 * too large: no workbook within the limits needs them.
 */
export function zipDirectory(bytes: Uint8Array): { entries: number; unzipped: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 bytes plus at most a 65,535-byte comment.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let unzipped = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const size = view.getUint32(at + 24, true);
    unzipped += size === 0xffffffff ? Infinity : size;
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return { entries, unzipped };
}

/** A worker's limits and a full queue, as the person reads them. */
async function onWorker<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WorkerLimitError) {
      throw badFile('The workbook is too heavy to read (past the time or memory limit); split it');
    }
    if (error instanceof WorkersBusyError) {
      throw badFile('The server is busy reading other files; please try again in a minute');
    }
    throw error;
  }
}

/** The workbook's sheet (named `sheetName`, else its first) as a CSV file's header and rows. */
export async function readWorkbook(
  workers: WorkerPool,
  bytes: Uint8Array,
  sheetName: string,
): Promise<CsvFile> {
  const directory = zipDirectory(bytes);
  if (!directory) throw badFile('The file is not a readable Excel workbook (.xlsx)');
  if (
    directory.entries > XLSX_LIMITS.maxEntries ||
    directory.unzipped > XLSX_LIMITS.maxUnzippedBytes
  ) {
    throw badFile(
      `The workbook unpacks to more than ${XLSX_LIMITS.maxUnzippedBytes / 1_000_000} MB; split it`,
    );
  }
  const task: XlsxReadTask = {
    kind: 'read',
    bytes,
    sheetName,
    maxRows: CSV_IMPORT_LIMITS.maxRows,
  };
  const outcome = await onWorker(() =>
    workers.run<XlsxReadOutcome>(xlsxWorker, task, { timeoutMs: WORKBOOK_TIMEOUT_MS }),
  );
  if (!outcome.ok) throw badFile(outcome.message);
  if (outcome.rows.length === 0) throw badFile('The sheet has a header but no rows');
  return { header: outcome.header, rows: outcome.rows };
}

/** A column's kind in a workbook: the field's, a date or a time by the table's column type. */
export function xlsxKindOf(definition: Definition, field: CsvField): XlsxColumnKind {
  if (field.reference || field.kind !== 'text') return field.reference ? 'text' : field.kind;
  const column = (definition.table as unknown as Record<string, PgColumn | undefined>)[field.key];
  const type = column?.getSQLType() ?? '';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp')) return 'datetime';
  return 'text';
}

/** A workbook of one sheet: the header row (bold, frozen) and the rows, typed by their columns. */
export function writeWorkbook(workers: WorkerPool, sheet: Omit<XlsxWriteTask, 'kind'>) {
  const task: XlsxWriteTask = { kind: 'write', ...sheet };
  return onWorker(() =>
    workers.run<Uint8Array>(xlsxWorker, task, { timeoutMs: WORKBOOK_TIMEOUT_MS }),
  );
}
