import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { z } from 'zod';
import {
  CSV_IMPORT_LIMITS,
  WORKBOOK_LIMITS,
  workbookColumnKinds,
  XLSX_CONTENT_TYPE,
  xlsxHeader,
  xlsxSheetName,
} from '../../../contract/csvImport';
import { ResponseCode } from '../../../contract/responseCodes';
import { AppError, isUniqueViolation } from '../../errors';
import { encodingFor } from '../../http/compression';
import { IDEMPOTENCY_HEADER } from '../../http/idempotency';
import { jsonFailure, readJson } from '../../http/respond';
import type { Route } from '../../restRoutes';
import type { WorkerPool } from '../../http/workerPool';
import { exportCsv, exportRows } from '../../reference-kit/csvExport';
import { csvFieldsOf } from '../../reference-kit/csvFields';
import { csvTemplate, importableList, importCsv, reportJson } from '../../reference-kit/csvImport';
import type { AnyEntity, Definition } from '../../reference-kit/csvRows';
import { isWorkbook, readWorkbook, writeWorkbook, xlsxKindOf } from '../../reference-kit/xlsxFiles';

/**
 * A request's body, read through its stream: undici's `request.arrayBuffer()` of a 3 MB body held
 * the event loop for 100-250 ms on a busy 2-core machine, its reader for far less.
 */
async function bytesOf(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/**
 * A report's JSON pieces (10 MB for 100,000 rows) as the answer's body, streamed, and compressed
 * as it streams on zlib's threads when the caller accepts it (the server's compressJson leaves an
 * answer with a content-encoding as it is). Read whole, as compressJson reads an answer, 10 MB is
 * copied two or three times in one turn of the event loop: 0.2-1.2 s on a busy 2-core machine.
 */
function streamedJson(pieces: Uint8Array[], encoding: 'br' | 'gzip' | undefined): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
  };
  let body: Readable = Readable.from(pieces, { objectMode: false });
  if (encoding) {
    headers['content-encoding'] = encoding;
    body = body.pipe(
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 }),
    );
  }
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}

/** A UTF-8 byte order mark, so Excel reads a CSV file's Kiswahili as UTF-8 (issue 39). */
const BOM = '\uFEFF';

/**
 * A workbook's header cells in the person's language: the browser sends its words for the list's
 * columns (the server keeps no screen texts); a column it gives none for keeps its file name.
 */
const labelsSchema = z
  .record(z.string().max(63), z.string().trim().max(200))
  .refine((labels) => Object.keys(labels).length <= 200, 'Too many labels')
  .nullish();

const exportBodySchema = z.object({
  uuids: z.array(z.unknown(), { error: 'Name the records to export: uuids' }),
  format: z.enum(['csv', 'xlsx']).nullish(),
  labels: labelsSchema,
});

/** The list's columns for a workbook: each header in the person's words, each cell's kind. */
function workbookColumns(entity: AnyEntity, labels: Record<string, string> | null | undefined) {
  const definition = entity.definition as Definition;
  return csvFieldsOf(definition).map((field) => ({
    header: xlsxHeader(labels?.[field.header] ?? '', field.header),
    kind: xlsxKindOf(definition, field),
  }));
}

/** The labels of a template's address (`?labels=` JSON), or a refusal. */
function labelsOfQuery(query: URLSearchParams) {
  const text = query.get('labels');
  if (!text) return undefined;
  try {
    const parsed = labelsSchema.safeParse(text.length <= 20_000 ? JSON.parse(text) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The rows of a list that is not imported, as the browser read them, for a workbook. */
const workbookBodySchema = z.object({
  sheetName: z.string().trim().min(1).max(31),
  columns: z
    .array(z.object({ header: z.string().max(200), kind: z.enum(workbookColumnKinds) }))
    .min(1)
    .max(WORKBOOK_LIMITS.maxColumns),
  rows: z
    .array(
      z
        .array(
          z.union([
            z.string().max(WORKBOOK_LIMITS.maxCellLength),
            z.number(),
            z.boolean(),
            z.null(),
          ]),
        )
        .max(WORKBOOK_LIMITS.maxColumns),
    )
    .max(WORKBOOK_LIMITS.maxRows, {
      error: `A workbook holds at most ${WORKBOOK_LIMITS.maxRows.toLocaleString('en')} rows; filter the list`,
    }),
});

/**
 * `/{product}-{service}/workbook`: any list's rows (those the caller's screen read, so no more than
 * they may see) written as a workbook on a worker thread; for a signed-in caller.
 */
function workbookRoute(product: string, services: readonly string[], workers: WorkerPool): Route {
  return {
    method: 'POST',
    path: new RegExp(`^/${product}-(?:${services.join('|')})/workbook$`),
    maxBodyBytes: CSV_IMPORT_LIMITS.maxBytes,
    handle: async (request, ctx) => {
      if (!ctx.user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
      const body = workbookBodySchema.safeParse(await readJson(request));
      if (!body.success) {
        const issue = body.error.issues[0];
        return jsonFailure(
          400,
          ResponseCode.INVALID_INPUT,
          `${issue.path.join('.')}: ${issue.message}`,
        );
      }
      try {
        const bytes = await writeWorkbook(workers, body.data);
        return xlsxAnswer(bytes, `${body.data.sheetName}.xlsx`);
      } catch (error) {
        if (error instanceof AppError) return jsonFailure(400, error.code, error.message);
        throw error;
      }
    },
  };
}

const xlsxAnswer = (bytes: Uint8Array, fileName: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });

/**
 * `/{product}-{service}/import/{entity}/{template|preview|commit|export}` (contract/csvImport.ts). The
 * file is the body, as text/csv, within its own limit (10 MB) rather than GraphQL's; the caller
 * needs the list's write permission. Preview writes nothing; commit answers the same report with
 * what was written. The file may be an Excel workbook (.xlsx, known by its zip signature): its sheet
 * named like the template, else its first, is read on a worker thread into the rows a CSV file
 * gives, and checked the same way. Template and export are written as CSV (with a BOM) or, with
 * format=xlsx, as a workbook. Answers are the envelope: { status, code, message, data }. The import only
 * creates (decision 103): `onExisting=update`, which older browsers sent, is refused.
 */
export function csvImportRoutes(
  product: string,
  services: readonly string[],
  workers: WorkerPool,
): Route[] {
  const prefix = `^/${product}-(?:${services.join('|')})/import/(?<entity>[a-z_]{1,63})`;
  return [
    templateRoute(prefix, workers),
    exportRoute(prefix, workers),
    importStepRoute(prefix, workers, false),
    importStepRoute(prefix, workers, true),
    workbookRoute(product, services, workers),
  ];
}

/** The caller may import into the list (its write permission), or with `reading`, read it. */
function importChecks(ctx: Parameters<Route['handle']>[1], entity: string, reading = false) {
  if (!ctx.user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
  const found = importableList(entity);
  if (!found) return jsonFailure(404, ResponseCode.NOT_FOUND, 'This list is not imported from CSV');
  const needed = reading ? found.readPermission : found.permission;
  if (needed !== 'signedIn' && !ctx.user.permissions.has(needed))
    return jsonFailure(403, ResponseCode.FORBIDDEN);
  return { user: ctx.user, found };
}

const csvAnswer = (text: string, fileName: string) =>
  new Response(`${BOM}${text}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });

/** The list's template: its columns, as CSV or, with format=xlsx, a workbook. */
function templateRoute(prefix: string, workers: WorkerPool): Route {
  return {
    method: 'GET',
    path: new RegExp(`${prefix}/template$`),
    handle: async (request, ctx, { entity }) => {
      const checked = importChecks(ctx, entity);
      if (checked instanceof Response) return checked;
      const query = new URL(request.url).searchParams;
      if (query.get('format') !== 'xlsx') {
        return csvAnswer(csvTemplate(checked.found.entity), `${entity}-template.csv`);
      }
      const labels = labelsOfQuery(query);
      if (labels === null) {
        return jsonFailure(400, ResponseCode.INVALID_INPUT, "labels: Not the columns' labels");
      }
      const bytes = await writeWorkbook(workers, {
        sheetName: xlsxSheetName(entity),
        columns: workbookColumns(checked.found.entity, labels),
        rows: [],
      });
      return xlsxAnswer(bytes, `${entity}-template.xlsx`);
    },
  };
}

/** The records the list screen chose, { uuids } in its order: who may read the list exports it. */
function exportRoute(prefix: string, workers: WorkerPool): Route {
  return {
    method: 'POST',
    path: new RegExp(`${prefix}/export$`),
    maxBodyBytes: CSV_IMPORT_LIMITS.maxBytes,
    handle: async (request, ctx, { entity }) => {
      const checked = importChecks(ctx, entity, true);
      if (checked instanceof Response) return checked;
      const body = exportBodySchema.safeParse(await readJson(request));
      if (!body.success) {
        return jsonFailure(400, ResponseCode.INVALID_INPUT, body.error.issues[0].message);
      }
      const { uuids, format, labels } = body.data;
      try {
        if (format !== 'xlsx') {
          const text = await exportCsv(ctx.db, checked.found.entity, uuids as string[]);
          return csvAnswer(text, `${entity}.csv`);
        }
        const { rows } = await exportRows(ctx.db, checked.found.entity, uuids as string[]);
        const bytes = await writeWorkbook(workers, {
          sheetName: xlsxSheetName(entity),
          columns: workbookColumns(checked.found.entity, labels),
          rows,
        });
        return xlsxAnswer(bytes, `${entity}.xlsx`);
      } catch (error) {
        if (error instanceof AppError) return jsonFailure(400, error.code, error.message);
        throw error;
      }
    },
  };
}

/** Preview (writes nothing) or commit of a file: the same report, with what was written on commit. */
function importStepRoute(prefix: string, workers: WorkerPool, commit: boolean): Route {
  return {
    method: 'POST',
    path: new RegExp(`${prefix}/${commit ? 'commit' : 'preview'}$`),
    maxBodyBytes: CSV_IMPORT_LIMITS.maxBytes,
    creates: commit,
    handle: async (request, ctx, { entity }) => {
      const checked = importChecks(ctx, entity);
      if (checked instanceof Response) return checked;
      const query = new URL(request.url).searchParams;
      const fileName = (query.get('fileName') ?? 'import.csv').slice(
        0,
        CSV_IMPORT_LIMITS.fileNameLength,
      );
      if (query.get('onExisting') === 'update') {
        return jsonFailure(
          400,
          ResponseCode.INVALID_INPUT,
          'The import only creates records: change existing ones on their edit screens',
        );
      }
      try {
        const bytes = await bytesOf(request.body);
        const file = isWorkbook(bytes)
          ? await readWorkbook(workers, bytes, xlsxSheetName(entity))
          : undefined;
        const report = await importCsv(ctx.db, checked.found.entity, {
          bytes,
          file,
          fileName,
          commit,
          user: checked.user,
        });
        const message = commit ? 'Imported Successfully' : 'Checked Successfully';
        const pieces = await reportJson(
          { status: true, code: ResponseCode.SUCCESS, message },
          report,
        );
        // An answer kept for a retry (Idempotency-Key) is read and kept as text: not compressed.
        const encoding = request.headers.has(IDEMPOTENCY_HEADER)
          ? undefined
          : encodingFor(request.headers.get('accept-encoding'));
        return streamedJson(pieces, encoding);
      } catch (error) {
        if (error instanceof AppError) return jsonFailure(400, error.code, error.message);
        if (isUniqueViolation(error)) {
          return jsonFailure(
            409,
            ResponseCode.DUPLICATE,
            'Someone saved a record of the file meanwhile; nothing was imported: check the file again',
          );
        }
        throw error;
      }
    },
  };
}
