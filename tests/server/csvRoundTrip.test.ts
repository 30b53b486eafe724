import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportReport } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import { csvFieldsOf, type CsvField } from '../../server/reference-kit/csvFields';
import { importableList, importableNames } from '../../server/reference-kit/csvImport';
import type { Definition } from '../../server/reference-kit/csvRows';
import { loadModules } from '../../server/serviceModules';
import { sampleLine } from './support/csvSamples';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

/**
 * A list's export imports back unchanged (issue 38, decision 137), for every importable list: the
 * lists, their columns and the values compared all come from each list's one CSV definition
 * (csvFieldsOf), so a list added tomorrow is tested by the same steps. Export the list; import the
 * file into the same list (every row named as a duplicate, nothing created); delete the records and
 * import the file again: the records come back with the same values, and their export is the same file.
 */

// The modules declare their lists as they load: the test's cases are the lists they declare.
await loadModules();
const lists = importableNames();

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 60_000);

afterAll(() => server?.stop());

const importUrl = (entity: string, step: string) =>
  `${server.baseUrl}/zabuni-app/import/${entity}/${step}`;

async function exportOf(entity: string, uuids: string[], token = admin) {
  const response = await fetch(importUrl(entity, 'export'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ uuids }),
  });
  return { status: response.status, text: await response.text() };
}

async function importOf(entity: string, csv: string, step: 'preview' | 'commit') {
  const response = await fetch(`${importUrl(entity, step)}?fileName=${entity}.csv`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
    body: csv,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Envelope<CsvImportReport>).data!;
}

async function templateOf(entity: string) {
  const response = await fetch(importUrl(entity, 'template'), {
    headers: { authorization: `Bearer ${admin}` },
  });
  return response.text();
}

const columnsOf = (definition: Definition) =>
  definition.table as unknown as Record<string, PgColumn>;

/** The live rows' uuids of a list, oldest first. */
async function liveUuids(definition: Definition): Promise<string[]> {
  const table = columnsOf(definition);
  const rows = await server.db.execute<{ uuid: string }>(
    sql`SELECT ${table.uuid} AS uuid FROM ${definition.table} WHERE NOT ${table.deleted} ORDER BY ${table.id}`,
  );
  return rows.rows.map((row) => row.uuid);
}

/** What the file holds of each row, from the database: each field's column (a reference's id). */
async function valuesOf(definition: Definition, fields: CsvField[], uuids: string[]) {
  const table = columnsOf(definition);
  const rows = (await server.db
    .select()
    .from(definition.table)
    .where(sql`${table.uuid} = ANY(${sql.param(uuids)}::uuid[])`)) as Record<string, unknown>[];
  const byUuid = new Map(rows.map((row) => [String(row.uuid), row]));
  return uuids.map((uuid) =>
    Object.fromEntries(
      fields.map((field) => {
        const key = field.reference?.column ?? field.key;
        return [key, byUuid.get(uuid)?.[key] ?? null];
      }),
    ),
  );
}

/**
 * Text a spreadsheet would run as a formula, with a separator and quotes, in each Swahili column of
 * the first record: written defused and quoted, read back as it was ("'-..." keeps its quote).
 */
const TRICKY: Record<string, string> = {
  nameSw: '=Jina, "la" kwanza',
  descriptionSw: '\'-maelezo; "yaliyonukuliwa"',
};

describe('the export of every importable list imports back unchanged', () => {
  it('covers the lists the kit declares', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists)('%s', async (entity) => {
    const definition = importableList(entity)!.entity.definition as Definition;
    const fields = csvFieldsOf(definition);
    const table = columnsOf(definition);
    expect(getTableName(definition.table)).toBe(entity);

    if ((await liveUuids(definition)).length === 0) {
      const header = (await templateOf(entity)).trimEnd();
      const line = await sampleLine(server.db, fields);
      const created = await importOf(entity, `${header}\n${line}\n`, 'commit');
      expect(created.rows[0].errors).toEqual([]);
    }
    const uuids = await liveUuids(definition);
    for (const field of fields.filter((f) => f.swahili)) {
      const column = sql.raw(`"${table[field.key].name}"`);
      await server.db.execute(
        sql`UPDATE ${definition.table} SET ${column} = ${TRICKY[field.key]} WHERE uuid = ${uuids[0]}`,
      );
    }
    const before = await valuesOf(definition, fields, uuids);

    // The export: the template's columns in its order, a line per record, nothing else.
    const exported = await exportOf(entity, uuids);
    expect(exported.status).toBe(200);
    const lines = exported.text.split('\r\n');
    expect(`${lines[0]}\r\n`).toBe(await templateOf(entity));
    expect(lines[0]).not.toMatch(/\b(uuid|id|version|__typename)\b/);

    // Into the same list: nothing created, every row named as a duplicate of a record it holds.
    const again = await importOf(entity, exported.text, 'preview');
    expect(again).toMatchObject({ total: uuids.length, created: 0, refused: uuids.length });
    for (const row of again.rows) expect(row.errors.join('; ')).toMatch(/already exists/);

    // Into the list without them: every record comes back with the same values.
    await server.db.execute(
      sql`UPDATE ${definition.table} SET deleted = true WHERE uuid = ANY(${sql.param(uuids)}::uuid[])`,
    );
    const back = await importOf(entity, exported.text, 'commit');
    try {
      expect(back.rows.filter((row) => row.outcome === 'refused')).toEqual([]);
      expect(back.created).toBe(uuids.length);
      const created = back.rows.map((row) => row.uuid!);
      expect(await valuesOf(definition, fields, created)).toEqual(before);
      expect((await exportOf(entity, created)).text).toBe(exported.text);
    } finally {
      // The list as it was, for the lists that name its records.
      await server.db.execute(
        sql`DELETE FROM ${definition.table} WHERE NOT deleted AND uuid <> ALL(${sql.param(uuids)}::uuid[])`,
      );
      await server.db.execute(
        sql`UPDATE ${definition.table} SET deleted = false WHERE uuid = ANY(${sql.param(uuids)}::uuid[])`,
      );
    }
  });
});

describe('the columns of a list’s file', () => {
  it('holds the Swahili name and description after the English ones, as the form does', async () => {
    expect(await templateOf('tender_categories')).toBe(
      'name,nameSw,code,description,descriptionSw,active\r\n',
    );
    expect(await templateOf('units_of_measure')).toBe('name,nameSw,symbol,active\r\n');
    // A list whose table has no Swahili column has none in its file.
    expect(await templateOf('unspsc_codes')).not.toContain('Sw');
  });

  it('imports the Swahili name and refuses one longer than the English may be', async () => {
    const long = 'x'.repeat(201);
    const report = await importOf(
      'tender_categories',
      `name,nameSw,code\nSurveying,Upimaji,SVY\nDrilling,${long},DRL\n`,
      'commit',
    );
    expect(report.rows.map((row) => row.outcome)).toEqual(['create', 'refused']);
    expect(report.rows[1].errors).toEqual([expect.stringMatching(/^nameSw: /)]);
    const saved = await server.db.execute<{ name_sw: string }>(
      sql`SELECT name_sw FROM tender_categories WHERE code = 'SVY' AND NOT deleted`,
    );
    expect(saved.rows).toEqual([{ name_sw: 'Upimaji' }]);
  });

  it('names a row of a list without a unique key that repeats a record as a duplicate', async () => {
    const header = (await templateOf('inspection_tests')).trimEnd();
    expect(header).toBe('inspectionTestQuestion,inputType,active');
    const file = `${header}\nIs the seal intact?,YES_NO,true\nIs the seal intact?,YES_NO,false\n`;
    const first = await importOf('inspection_tests', file, 'commit');
    expect(first.rows.map((row) => [row.outcome, row.errors])).toEqual([
      ['create', []],
      ['refused', ['row: the same as line 2 of the file']],
    ]);
    const second = await importOf('inspection_tests', file, 'preview');
    expect(second.rows[0].errors).toEqual([
      'row: this inspection test already exists, with the same values',
    ]);
  });

  it('exports only for a signed-in caller, and only records named by uuid', async () => {
    const anonymous = await fetch(importUrl('units_of_measure', 'export'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuids: [] }),
    });
    expect(anonymous.status).toBe(401);
    const bad = await exportOf('units_of_measure', ['not-a-uuid']);
    expect(bad.status).toBe(400);
    expect((JSON.parse(bad.text) as Envelope).code).toBe(ResponseCode.INVALID_INPUT);
    expect((JSON.parse(bad.text) as Envelope).message).toBe('Not a valid uuid');
    const countries = await exportOf('countries', []);
    expect(countries.status).toBe(404);
  });
});
