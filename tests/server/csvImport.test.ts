import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMITS, type CsvImportReport } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import { resourceDescriptors } from '../../src/composition/resourceRegistry';
import { institutions } from '../../server/db/schema/identity';
import {
  importableList,
  importableNames,
  importCsv,
  reportJson,
} from '../../server/reference-kit/csvImport';
import { createSlices } from '../../server/reference-kit/slices';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

/**
 * The CSV import of every reference list (decision 104), over HTTP as the browser sends it: the
 * file as the body of /{product}-{service}/import/{table}/{preview|commit}.
 */

let server: TestServer;
let admin: string;
let clerk: string;

interface Answer {
  status: number;
  body: Envelope<CsvImportReport>;
  encoding: string | null;
}

async function send(
  service: string,
  entity: string,
  step: 'preview' | 'commit',
  csv: string | Blob | Uint8Array<ArrayBuffer>,
  { token = admin, query = '' }: { token?: string; query?: string } = {},
): Promise<Answer> {
  const response = await fetch(
    `${server.baseUrl}/zabuni-${service}/import/${entity}/${step}?fileName=test.csv${query}`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body: csv,
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Envelope<CsvImportReport>,
    encoding: response.headers.get('content-encoding'),
  };
}

/** Sends a file the import must refuse whole: 400, its words, and nothing written at all. */
async function refusedWhole(csv: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const before = await count('units_of_measure');
  const historyBefore = await historyCount();
  const { status, body } = await send('app', 'units_of_measure', 'commit', csv);
  expect(status).toBe(400);
  expect(body.code).toBe(ResponseCode.INVALID_INPUT);
  expect(body.data).toBeNull();
  expect(await count('units_of_measure')).toBe(before);
  expect(await historyCount()).toBe(historyBefore);
  return body.message;
}

const historyCount = async () =>
  Number(
    (await server.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM history_entries`))
      .rows[0].n,
  );

const count = async (table: string, where = 'true') =>
  Number(
    (
      await server.db.execute<{ n: number }>(
        sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE NOT deleted AND ${where}`),
      )
    ).rows[0].n,
  );

const UNITS = [
  'name,symbol,active',
  'Furlong,fur,true',
  ',m,', // no name
  'Hogshead,hhd,maybe', // not a boolean
  'FURLONG,FUR,', // the same name as line 2, whatever its case
  'Fathom,ftm,false',
].join('\n');

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  const [ministry] = await server.db
    .insert(institutions)
    .values({ name: 'Ministry of Imports' })
    .returning({ id: institutions.id });
  await insertStaff(server.db, {
    email: 'clerk@imports.test',
    password: 'Clerk-Passw0rd!',
    institutionId: ministry.id,
    grants: ['uaa.history.read'],
    fullName: 'Clerk',
  });
  clerk = await server.accessToken('clerk@imports.test', 'Clerk-Passw0rd!');
}, 60_000);

afterAll(() => server?.stop());

describe('CSV import of a reference list', () => {
  it('offers the form’s columns as a template', async () => {
    const response = await fetch(`${server.baseUrl}/zabuni-app/import/units_of_measure/template`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('name,nameSw,symbol,active\r\n');
  });

  it('previews every row with its reasons and changes nothing', async () => {
    const before = await count('units_of_measure');
    const historyBefore = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM history_entries`,
    );
    const { status, body, encoding } = await send('app', 'units_of_measure', 'preview', UNITS);
    expect(status).toBe(200);
    // Compressed as it streams (fetch accepts br and gzip, and reads either).
    expect(['br', 'gzip']).toContain(encoding);
    expect(body.code).toBe(ResponseCode.SUCCESS);
    const report = body.data!;
    expect(report).toMatchObject({ committed: false, total: 5, created: 2, refused: 3 });
    expect(report.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'create'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'create'],
    ]);
    expect(report.rows[1].errors).toEqual(['name: required']);
    expect(report.rows[2].errors).toEqual(['active: use true or false']);
    expect(report.rows[3].errors).toEqual(['name: the same as line 2 of the file']);
    expect(await count('units_of_measure')).toBe(before);
    const historyAfter = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM history_entries`,
    );
    expect(historyAfter.rows[0].n).toBe(historyBefore.rows[0].n);
  });

  it('commits exactly the valid rows, each with its history entry tied to the import', async () => {
    const before = await count('units_of_measure');
    const { body } = await send('app', 'units_of_measure', 'commit', UNITS);
    const report = body.data!;
    expect(report).toMatchObject({ committed: true, created: 2, refused: 3 });
    expect(await count('units_of_measure')).toBe(before + 2);
    expect(await count('units_of_measure', `name = 'Fathom' AND NOT active`)).toBe(1);
    const entries = await server.db.execute<{ record_uuid: string; action: string }>(
      sql`SELECT record_uuid, action FROM history_entries WHERE batch_uuid = ${report.importId}`,
    );
    expect(entries.rows.map((row) => row.action)).toEqual(['create', 'create']);
    expect(entries.rows.map((row) => row.record_uuid).sort()).toEqual(
      report.rows.flatMap((row) => (row.uuid ? [row.uuid] : [])).sort(),
    );
    const imported = await server.db.execute<{ file_name: string; created: number }>(
      sql`SELECT file_name, created FROM csv_imports WHERE uuid = ${report.importId}`,
    );
    expect(imported.rows[0]).toEqual({ file_name: 'test.csv', created: 2 });
    // The record's history names the file it came from.
    const history = await server.envelope<{
      entries: { action: string; importFileName: string }[];
    }>(
      'uaa',
      `query ($uuid: String!) { getRecordHistory(entity: "units_of_measure", uuid: $uuid) {
        code data { entries { action importFileName } } } }`,
      { uuid: report.rows[0].uuid },
      admin,
    );
    expect(history.data!.entries).toEqual([{ action: 'create', importFileName: 'test.csv' }]);
  });

  it('only creates: a row naming an existing record is refused, never written over it', async () => {
    // Someone's newer edit of Furlong (decision 103: the import must not overwrite it).
    await server.db.execute(
      sql`UPDATE units_of_measure SET symbol = 'fg', updated_at = now() WHERE name = 'Furlong'`,
    );
    const again = await send('app', 'units_of_measure', 'commit', 'name,symbol\nfurlong,furs\n');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, refused: 1 });
    expect(again.body.data!.rows[0].errors).toEqual([
      'name: a unit of measure with this name already exists',
    ]);
    // The update choice is gone: asking for it is refused, and nothing changes.
    const update = await send('app', 'units_of_measure', 'commit', 'name,symbol\nfurlong,furs\n', {
      query: '&onExisting=update',
    });
    expect(update.status).toBe(400);
    expect(update.body.code).toBe(ResponseCode.INVALID_INPUT);
    expect(update.body.message).toBe(
      'The import only creates records: change existing ones on their edit screens',
    );
    expect(
      await count('units_of_measure', `name = 'Furlong' AND symbol = 'fg' AND version = 2`),
    ).toBe(1);
  });

  it('refuses a cell holding a NUL character, naming its line and column', async () => {
    const message = await refusedWhole('name,symbol\nGram,g\nKilo\u0000gram,kg\n');
    expect(message).toBe(
      'Line 3, column 1 (name) holds a NUL character (U+0000), which no text may hold',
    );
  });

  it('refuses a cell holding a lone surrogate, which no UTF-8 file can spell', async () => {
    // U+D800 written as if it were a character (ED A0 80): the only way a file can carry one.
    const bytes = new Uint8Array([
      ...Buffer.from('name,symbol\nGram,g\nHalf'),
      0xed,
      0xa0,
      0x80,
      ...Buffer.from(',h\n'),
    ]);
    expect(await refusedWhole(bytes)).toBe(
      'The file is not UTF-8 text: line 3 holds bytes that are not UTF-8. Save it as "CSV UTF-8" and try again',
    );
  });

  it('refuses a file that is not UTF-8, naming the first line that is not', async () => {
    // Windows-1252, as a spreadsheet saves "CSV" by default: è is the single byte E8.
    const latin1 = new Uint8Array(Buffer.from('name,symbol\nGram,g\nMètre,m\nLitre,l\n', 'latin1'));
    expect(await refusedWhole(latin1)).toContain('line 3 holds bytes that are not UTF-8');
    // Valid UTF-8, the same letters: imported, and kept as they were written.
    const { body } = await send(
      'app',
      'units_of_measure',
      'commit',
      'name,symbol\nMètre cube,m³\n',
    );
    expect(body.data).toMatchObject({ created: 1, refused: 0 });
    expect(await count('units_of_measure', `name = 'Mètre cube' AND symbol = 'm³'`)).toBe(1);
  });

  it('answers a read-only list’s template as a list not imported, and every importable list’s', async () => {
    // Countries take no input (their schema is z.never()): this answered 500.
    const countries = await fetch(`${server.baseUrl}/zabuni-uaa/import/countries/template`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(countries.status).toBe(404);
    expect(((await countries.json()) as Envelope).message).toBe(
      'This list is not imported from CSV',
    );
    const failing: string[] = [];
    for (const entity of importableNames()) {
      const response = await fetch(`${server.baseUrl}/zabuni-app/import/${entity}/template`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const text = await response.text();
      if (response.status !== 200 || !/^\w+(,\w+)*\r\n$/.test(text)) failing.push(entity);
    }
    expect(failing).toEqual([]);
    expect(importableNames().length).toBeGreaterThan(20);
  });

  it('reads, checks and answers a large file in slices of the event loop', async () => {
    // A clock of the test's own, on which every look at it is one step of work: how many steps
    // pass between two turns of the event loop says how long the import holds it, on any machine.
    let steps = 0;
    let sinceTurn = 0;
    let longest = 0;
    const slices = createSlices(10, () => {
      steps += 1;
      sinceTurn += 1;
      longest = Math.max(longest, sinceTurn);
      return steps;
    });
    let counting = true;
    const turn = () => {
      sinceTurn = 0;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    const lines = ['name,symbol,active'];
    for (let i = 1; i <= 3_000; i += 1) lines.push(`Sliced unit ${i},s${i},true`);
    const entity = importableList('units_of_measure')!.entity;
    const report = await importCsv(
      server.db,
      entity,
      {
        bytes: new Uint8Array(Buffer.from(lines.join('\n'))),
        fileName: 'sliced.csv',
        commit: false,
        user: { id: 0, email: 'nobody@imports.test' },
      },
      slices,
    );
    const json = await reportJson(
      { status: true, code: ResponseCode.SUCCESS, message: 'ok' },
      report,
      slices,
    );
    counting = false;
    expect(report).toMatchObject({ total: 3_000, created: 3_000, refused: 0 });
    expect(report.rows.at(-1)).toMatchObject({ line: 3_001, label: 'Sliced unit 3000' });
    expect(JSON.parse(Buffer.concat(json).toString('utf8'))).toEqual({
      status: true,
      code: ResponseCode.SUCCESS,
      message: 'ok',
      data: report,
    });
    // Every row was a step (checked, then its keys), and the loop turned every slice or two.
    expect(steps).toBeGreaterThan(3_000);
    expect(longest).toBeLessThanOrEqual(25);
  });

  it('answers a commit retried with its Idempotency-Key with the first answer', async () => {
    const commit = () =>
      fetch(`${server.baseUrl}/zabuni-app/import/units_of_measure/commit?fileName=once.csv`, {
        method: 'POST',
        headers: {
          'content-type': 'text/csv',
          authorization: `Bearer ${admin}`,
          'idempotency-key': 'csv-import-once',
        },
        body: 'name,symbol\nPeck,pk\n',
      });
    const first = (await (await commit()).json()) as Envelope<CsvImportReport>;
    const again = (await (await commit()).json()) as Envelope<CsvImportReport>;
    expect(first.data).toMatchObject({ created: 1, refused: 0 });
    expect(again).toEqual(first);
    expect(await count('units_of_measure', `name = 'Peck'`)).toBe(1);
  });

  it('finds a reference by its code or its name', async () => {
    const csv = [
      'name,code,description,procurementCategory',
      'Lump sum works,LSW,,works', // by name, whatever its case
      'Admeasured goods,ADG,,G', // by code
      'Nowhere,NWH,,Unknown category',
    ].join('\n');
    await server.db.execute(
      sql`INSERT INTO tender_categories (name, code) VALUES ('Works', 'W'), ('Goods', 'G')
        ON CONFLICT DO NOTHING`,
    );
    const { body } = await send('app', 'contract_types', 'commit', csv);
    expect(body.data!.rows.map((row) => row.outcome)).toEqual(['create', 'create', 'refused']);
    expect(body.data!.rows[2].errors).toEqual([
      'procurementCategory: no record with the code or name "Unknown category"',
    ]);
    const linked = await server.db.execute<{ code: string }>(
      sql`SELECT c.code FROM contract_types t JOIN tender_categories c ON c.id = t.procurement_category_id
        WHERE t.code IN ('LSW', 'ADG') ORDER BY t.code`,
    );
    expect(linked.rows.map((row) => row.code)).toEqual(['G', 'W']);
  });

  it('refuses a file with unknown or missing columns, and changes nothing', async () => {
    const { status, body } = await send('app', 'units_of_measure', 'commit', 'title,symbol\nx,y\n');
    expect(status).toBe(400);
    expect(body.code).toBe(ResponseCode.INVALID_INPUT);
    expect(body.message).toContain('unknown: title');
    expect(body.message).toContain('missing: name');
  });

  it('refuses a file over the row limit or the size limit', async () => {
    const rows = Array.from({ length: CSV_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `u${i},s`);
    const tooMany = await send(
      'app',
      'units_of_measure',
      'preview',
      `name,symbol\n${rows.join('\n')}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('more than 100,000 rows');
    const big = new Blob([Buffer.alloc(CSV_IMPORT_LIMITS.maxBytes + 1, 'a')]);
    const tooBig = await fetch(`${server.baseUrl}/zabuni-app/import/units_of_measure/preview`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
      body: big,
    });
    expect(tooBig.status).toBe(413);
  });

  it('refuses a caller without the list’s write permission, and anyone signed out', async () => {
    const before = await count('units_of_measure');
    const forbidden = await send('app', 'units_of_measure', 'commit', 'name,symbol\nGram,g\n', {
      token: clerk,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(ResponseCode.FORBIDDEN);
    const anonymous = await fetch(`${server.baseUrl}/zabuni-app/import/units_of_measure/preview`, {
      method: 'POST',
      body: 'name,symbol\nGram,g\n',
    });
    expect(anonymous.status).toBe(401);
    expect(await count('units_of_measure')).toBe(before);
  });

  it('keeps lists of a caller’s own rows, and unknown lists, out of the import', async () => {
    // A tenderer's registration rows are scoped to their company: not imported in bulk.
    const owned = await send('uaa', 'work_equipments', 'preview', 'name\nx\n');
    expect(owned.status).toBe(404);
    const unknown = await send('uaa', 'users', 'preview', 'name\nx\n');
    expect(unknown.status).toBe(404);
  });

  it('imports every list the browser offers to import', () => {
    const offered = resourceDescriptors
      .filter((resource) => resource.importable)
      .map((resource) => resource.historyEntity || resource.name.replace(/-/g, '_'));
    expect(offered.filter((entity) => !importableList(entity))).toEqual([]);
    expect(offered.length).toBeGreaterThan(20);
  });
});
