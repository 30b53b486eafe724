import { inHistoryBatch } from '../../db/history';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  INSTITUTION_CSV_MAX_ROWS,
  institutionCsvColumns,
  type CsvRowResult,
  type CsvUploadResult,
} from '../../../contract/institutions';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { institutions } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';
import { requirePlatformAdministrator } from './changes.store';
import { institutionFieldsSchema } from './inputs';
import { findLiveByNamesOrCodes } from './queries.store';
import { lazyImport } from '../../lazyImport';

type CsvParse = typeof import('csv-parse/sync').parse;

/** csv-parse comes with the first upload, not at start (decision 160). */
const loadCsvParse = lazyImport('CSV import', async () => (await import('csv-parse/sync')).parse);

/** createProcuringEntityFromCSV(procuringEntityDto): the file's text as the browser read it. */
export const csvUploadSchema = z.object({
  csvContent: z
    .string()
    .min(1, 'The file is empty')
    .max(900_000, 'The file is too large (at most about 900 kB)'),
  fileName: z.string().max(250).nullish(),
});

const yesNo = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['', 'true', 'false', 'yes', 'no', '1', '0'], {
      error: 'isLowerLevel: use true or false',
    })
    .transform((value) => ['true', 'yes', '1'].includes(value)),
);

const csvRowSchema = institutionFieldsSchema
  .omit({ categoryUuid: true, parentUuid: true, active: true, isLowerLevel: true })
  .extend({
    category: z.string().trim().max(120).optional(),
    parentCode: z.string().trim().max(30).optional(),
    isLowerLevel: yesNo,
  });
type CsvRow = z.infer<typeof csvRowSchema>;

interface ParsedLine {
  rowNumber: number;
  values: Record<string, string>;
}

/** The file's rows as column-name maps; a malformed file or header is bad input for the whole file. */
function readCsv(parse: CsvParse, text: string): ParsedLine[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (the typings do not say so).
    records = parse(text, {
      info: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...rows] = records;
  const columns = header?.record.map((column) => column.trim()) ?? [];
  const unknown = columns.filter((c) => !(institutionCsvColumns as readonly string[]).includes(c));
  if (!columns.includes('name') || unknown.length > 0) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The first line must name the columns (${institutionCsvColumns.join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
  }
  if (rows.length === 0) throw new AppError(ResponseCode.INVALID_INPUT, 'The file has no rows');
  if (rows.length > INSTITUTION_CSV_MAX_ROWS) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The file has ${rows.length} rows; upload at most ${INSTITUTION_CSV_MAX_ROWS} at a time`,
    );
  }
  return rows.map(({ record, info }) => ({
    rowNumber: info.lines,
    values: Object.fromEntries(columns.map((column, i) => [column, record[i] ?? ''])),
  }));
}

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** What the rows refer to, read once: categories by name, existing institutions by name or code. */
type Lookups = Awaited<ReturnType<typeof loadLookups>>;

async function loadLookups(db: Db, rows: CsvRow[]) {
  const categories = await db
    .select({ id: institutionCategories.id, name: institutionCategories.name })
    .from(institutionCategories)
    .where(and(eq(institutionCategories.deleted, false), eq(institutionCategories.active, true)));
  const existing = await findLiveByNamesOrCodes(
    db,
    rows.map((row) => lower(row.name)),
    rows.flatMap((row) => [lower(row.code), lower(row.parentCode)]).filter(Boolean),
  );
  return {
    categoryIdByName: new Map(categories.map((c) => [lower(c.name), c.id])),
    existingNames: new Set(existing.map((i) => lower(i.name))),
    existingByCode: new Map(existing.filter((i) => i.code).map((i) => [lower(i.code), i])),
  };
}

/**
 * Why a row cannot be created (its name or code taken, here or earlier in the file; an unknown
 * category or parent), or null.
 */
function rowProblem(
  row: CsvRow,
  lookups: Lookups,
  seenNames: Set<string>,
  seenCodes: Set<string>,
): string | null {
  if (lookups.existingNames.has(lower(row.name)) || seenNames.has(lower(row.name))) {
    return `An institution named "${row.name}" already exists`;
  }
  if (row.code && (lookups.existingByCode.has(lower(row.code)) || seenCodes.has(lower(row.code)))) {
    return `The code "${row.code}" is already used`;
  }
  if (row.category && !lookups.categoryIdByName.has(lower(row.category))) {
    return `Unknown category "${row.category}"`;
  }
  if (row.isLowerLevel && !row.parentCode) {
    return 'parentCode: A lower-level institution needs its parent institution';
  }
  const parent = row.parentCode ? lookups.existingByCode.get(lower(row.parentCode)) : undefined;
  if (row.parentCode && (!parent || parent.isLowerLevel)) {
    return `parentCode: No main institution has the code "${row.parentCode}"`;
  }
  return null;
}

/** The valid rows, created together; each row's result gets its new uuid. */
async function createRows(
  db: Db,
  toInsert: { index: number; values: typeof institutions.$inferInsert }[],
  results: CsvRowResult[],
) {
  if (toInsert.length > 0) {
    const created = await db.transaction(async (tx) => {
      // One history entry per institution, each tied to this import.
      await inHistoryBatch(tx);
      return tx
        .insert(institutions)
        .values(toInsert.map((row) => row.values))
        .returning({ uuid: institutions.uuid });
    });
    // INSERT ... RETURNING answers the rows in the order they were given.
    created.forEach((row, i) => {
      const result = results[toInsert[i].index];
      result.created = true;
      result.uuid = row.uuid;
    });
  }
}

/**
 * createProcuringEntityFromCSV: every row is checked; the valid ones are created together in one
 * transaction (registration to be completed by each institution), the others answered with why.
 */
export async function importInstitutionsFromCsv(
  db: Db,
  user: AuthUser,
  upload: unknown,
): Promise<CsvUploadResult> {
  requirePlatformAdministrator(user, 'upload institutions');
  const { csvContent } = csvUploadSchema.parse(upload);
  const lines = readCsv(await loadCsvParse(), csvContent);
  const checked = lines.map((line) => ({ line, parsed: csvRowSchema.safeParse(line.values) }));
  const lookups = await loadLookups(
    db,
    checked.flatMap(({ parsed }) => (parsed.success ? [parsed.data] : [])),
  );

  const seenNames = new Set<string>();
  const seenCodes = new Set<string>();
  const results: CsvRowResult[] = [];
  const toInsert: { index: number; values: typeof institutions.$inferInsert }[] = [];
  for (const { line, parsed } of checked) {
    const result: CsvRowResult = {
      rowNumber: line.rowNumber,
      name: line.values.name ?? '',
      created: false,
      uuid: null,
      error: null,
    };
    results.push(result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      result.error = `${issue.path.join('.') || 'row'}: ${issue.message}`;
      continue;
    }
    const row = parsed.data;
    result.error = rowProblem(row, lookups, seenNames, seenCodes);
    if (result.error) continue;
    seenNames.add(lower(row.name));
    if (row.code) seenCodes.add(lower(row.code));
    const parent = row.parentCode ? lookups.existingByCode.get(lower(row.parentCode)) : undefined;
    toInsert.push({
      index: results.length - 1,
      values: {
        name: row.name,
        code: row.code ?? null,
        categoryId: row.category ? lookups.categoryIdByName.get(lower(row.category)) : null,
        isLowerLevel: row.isLowerLevel,
        parentId: row.isLowerLevel ? (parent?.id ?? null) : null,
        email: row.email ?? null,
        phone: row.phone ?? null,
        postalAddress: row.postalAddress,
        physicalAddress: row.physicalAddress,
        website: row.website ?? null,
        createdBy: user.email,
      },
    });
  }

  await createRows(db, toInsert, results);
  return {
    created: toInsert.length,
    failed: results.length - toInsert.length,
    rows: results,
  };
}
