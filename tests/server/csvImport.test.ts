import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMITS, type CsvImportReport } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import { resourceDescriptors } from '../../providers/resourceRegistry';
import { institutions } from '../../server/db/schema/identity';
import { importableList } from '../../server/reference-kit/csvImport';
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
}

async function send(
  service: string,
  entity: string,
  step: 'preview' | 'commit',
  csv: string | Blob,
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
  return { status: response.status, body: (await response.json()) as Envelope<CsvImportReport> };
}

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
    expect(await response.text()).toBe('name,symbol,active\r\n');
  });

  it('previews every row with its reasons and changes nothing', async () => {
    const before = await count('units_of_measure');
    const historyBefore = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM history_entries`,
    );
    const { status, body } = await send('app', 'units_of_measure', 'preview', UNITS);
    expect(status).toBe(200);
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
    expect(report).toMatchObject({ committed: true, created: 2, updated: 0, refused: 3 });
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

  it('refuses a name the list already holds, or updates it when asked', async () => {
    const again = await send('app', 'units_of_measure', 'preview', 'name,symbol\nfurlong,fur\n');
    expect(again.body.data!.rows[0].errors).toEqual([
      'name: a unit of measure with this name already exists',
    ]);
    const update = await send('app', 'units_of_measure', 'commit', 'name,symbol\nfurlong,furs\n', {
      query: '&onExisting=update',
    });
    expect(update.body.data).toMatchObject({ created: 0, updated: 1, refused: 0 });
    expect(await count('units_of_measure', `symbol = 'furs' AND version = 2`)).toBe(1);
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
