import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_LIMITS, XLSX_LIMITS, type CsvImportReport } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import { zipDirectory } from '../../server/reference-kit/xlsxFiles';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

/**
 * Excel both ways (issue 39 item 6), over HTTP as the browser sends it: a list exports a workbook
 * with typed cells and its header in the person's words, the workbook imports back through the
 * CSV import's own preview and checks, and every hostile workbook is refused with words, not work.
 */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 180_000);

afterAll(() => server?.stop());

const url = (entity: string, step: string) =>
  `${server.baseUrl}/zabuni-app/import/${entity}/${step}`;

async function exported(entity: string, body: Record<string, unknown>, token = admin) {
  return fetch(url(entity, 'export'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function sent(
  entity: string,
  bytes: Uint8Array<ArrayBuffer>,
  step: 'preview' | 'commit' = 'preview',
) {
  const response = await fetch(`${url(entity, step)}?fileName=${entity}.xlsx`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Envelope<CsvImportReport> };
}

async function workbookOf(bytes: ArrayBuffer | Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  return workbook;
}

/** A workbook's bytes, built by `fill` (streamed, so a 100,001-row sheet stays small in memory). */
async function built(fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  fill(workbook);
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

const sheetOf = (rows: unknown[][], name = 'Sheet1') =>
  built((workbook) => {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  });

const liveUuids = async (table: string) =>
  (
    await server.db.execute<{ uuid: string }>(
      sql`SELECT uuid FROM ${sql.identifier(table)} WHERE NOT deleted ORDER BY id`,
    )
  ).rows.map((row) => row.uuid);

describe('the Excel export of a list', () => {
  it('writes typed cells, dates as dates and numbers as numbers, under a frozen header in the person’s words', async () => {
    await server.db.execute(
      sql`INSERT INTO holidays (name, date, created_by) VALUES ('=HYPERLINK("http://x")', '2031-04-26', 'test')`,
    );
    const uuids = await liveUuids('holidays');
    const response = await exported('holidays', {
      uuids,
      format: 'xlsx',
      labels: { name: 'Jina', date: 'Tarehe' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
    const workbook = await workbookOf(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('holidays')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Jina (name)', 'nameSw', 'Tarehe (date)']);
    expect(sheet.rowCount).toBe(uuids.length + 1);
    const last = sheet.getRow(uuids.length + 1);
    // The text a spreadsheet would run stays a string cell: no formula is ever written.
    expect(last.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(last.getCell(1).value).toBe('=HYPERLINK("http://x")');
    expect(last.getCell(3).value).toEqual(new Date('2031-04-26T00:00:00Z'));
  });

  it('writes a number column as numbers (timelines’ days)', async () => {
    await server.db.execute(
      sql`INSERT INTO timelines (name, code, days, created_by) VALUES ('Xlsx days', 'XLSX-DAYS', 14, 'test')`,
    );
    const response = await exported('timelines', {
      uuids: await liveUuids('timelines'),
      format: 'xlsx',
    });
    const sheet = (await workbookOf(await response.arrayBuffer())).worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const days = header.indexOf('days') + 1;
    const row = sheet.getRow(sheet.rowCount);
    expect(row.getCell(days).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(days).value).toBe(14);
  });

  it('carries a UTF-8 byte order mark on CSV exports and templates', async () => {
    const csv = await exported('holidays', { uuids: await liveUuids('holidays') });
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const template = await fetch(url('holidays', 'template'), {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([...new Uint8Array(await template.arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });

  it('writes the template as a workbook with the header alone, and refuses bad labels', async () => {
    const labels = encodeURIComponent(JSON.stringify({ name: 'Jina' }));
    const response = await fetch(`${url('holidays', 'template')}?format=xlsx&labels=${labels}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const sheet = (await workbookOf(await response.arrayBuffer())).getWorksheet('holidays')!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Jina (name)');
    const bad = await fetch(`${url('holidays', 'template')}?format=xlsx&labels=[1]`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a signed-out caller and an unknown format', async () => {
    expect((await exported('holidays', { uuids: [], format: 'xlsx' }, 'nope')).status).toBe(401);
    expect((await exported('holidays', { uuids: [], format: 'ods' })).status).toBe(400);
  });
});

describe('the workbook of a list that is not imported', () => {
  const workbook = (body: unknown, token = admin) =>
    fetch(`${server.baseUrl}/zabuni-uaa/workbook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it('writes the rows the screen read with the kinds it names, never a formula', async () => {
    const response = await workbook({
      sheetName: 'users',
      columns: [
        { header: 'Jina', kind: 'text' },
        { header: 'Umri', kind: 'number' },
        { header: 'Hai', kind: 'boolean' },
        { header: 'Imeundwa', kind: 'datetime' },
      ],
      rows: [['@SUM(1)', 41, true, '2026-11-28T10:02:00.000Z']],
    });
    expect(response.status).toBe(200);
    const sheet = (await workbookOf(await response.arrayBuffer())).getWorksheet('users')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('@SUM(1)');
    expect(row.getCell(2).value).toBe(41);
    expect(row.getCell(3).value).toBe(true);
    expect(row.getCell(4).value).toEqual(new Date('2026-11-28T10:02:00.000Z'));
  });

  it('refuses a signed-out caller, too many rows, and a cell that is no value', async () => {
    const columns = [{ header: 'a', kind: 'text' }];
    expect((await workbook({ sheetName: 'x', columns, rows: [] }, 'nope')).status).toBe(401);
    const many = await workbook({
      sheetName: 'x',
      columns,
      rows: Array.from({ length: 100_001 }, () => [1]),
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as Envelope).message).toMatch(/at most 100,000 rows/);
    const odd = await workbook({ sheetName: 'x', columns, rows: [[{ formula: '1+1' }]] });
    expect(odd.status).toBe(400);
  });
});

describe('a workbook imports back through the CSV import', () => {
  it.each(['holidays', 'timelines', 'contract_types', 'bid_security_types'])(
    '%s: exported, deleted and imported again, every record comes back the same',
    async (entity) => {
      const uuids = await liveUuids(entity);
      expect(uuids.length).toBeGreaterThan(0);
      const before = await exported(entity, { uuids });
      const workbook = new Uint8Array(
        await (
          await exported(entity, { uuids, format: 'xlsx', labels: { name: 'Jina' } })
        ).arrayBuffer(),
      );
      // Into the same list: every row is a duplicate, nothing is written.
      const again = await sent(entity, workbook);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ total: uuids.length, created: 0 });
      await server.db.execute(
        sql`UPDATE ${sql.identifier(entity)} SET deleted = true WHERE uuid = ANY(${sql.param(uuids)}::uuid[])`,
      );
      const back = await sent(entity, workbook, 'commit');
      expect(back.body.data!.rows.filter((row) => row.outcome === 'refused')).toEqual([]);
      expect(back.body.data!.rows[0].line).toBe(2);
      const created = back.body.data!.rows.map((row) => row.uuid!);
      // The records imported export as the same CSV file the originals did.
      expect(await (await exported(entity, { uuids: created })).text()).toBe(await before.text());
    },
  );

  it('reads the sheet named like the template before the first one, and a formula by its saved result', async () => {
    const bytes = await built((workbook) => {
      const notes = workbook.addWorksheet('Notes');
      notes.addRow(['Not a list']).commit();
      notes.commit();
      const sheet = workbook.addWorksheet('timelines');
      sheet.addRow(['Jina (name)', 'code', 'days']).commit();
      sheet.addRow(['From a sheet', 'XLSX-SHEET', { formula: '7*2', result: 14 }]).commit();
      sheet.addRow(['=1+1', 'XLSX-TEXT', 3]).commit();
      sheet.commit();
    });
    const { status, body } = await sent('timelines', bytes, 'commit');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ created: 2, refused: 0 });
    const rows = await server.db.execute<{ name: string; days: number }>(
      sql`SELECT name, days FROM timelines WHERE code IN ('XLSX-SHEET', 'XLSX-TEXT') ORDER BY code`,
    );
    expect(rows.rows).toEqual([
      { name: 'From a sheet', days: 14 },
      { name: '=1+1', days: 3 },
    ]);
  });

  it('checks a workbook’s rows as a CSV file’s: a missing required cell is refused by line', async () => {
    const bytes = await sheetOf([
      ['name', 'code', 'days'],
      ['No days', 'XLSX-NODAYS', null],
    ]);
    const { body } = await sent('timelines', bytes);
    expect(body.data!.rows[0]).toMatchObject({ line: 2, outcome: 'refused' });
    expect(body.data!.rows[0].errors.join(';')).toMatch(/days/);
  });
});

describe('hostile workbooks are refused with words, and nothing is written', () => {
  const refused = async (bytes: Uint8Array<ArrayBuffer>, words: RegExp) => {
    const count = async () =>
      Number(
        (await server.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM timelines`))
          .rows[0].n,
      );
    const before = await count();
    const { status, body } = await sent('timelines', bytes, 'commit');
    expect(status).toBe(400);
    expect(body.code).toBe(ResponseCode.INVALID_INPUT);
    expect(body.message).toMatch(words);
    expect(body.message).not.toMatch(/at .*\.ts|node_modules|SELECT/);
    expect(await count()).toBe(before);
  };

  it('a zip bomb: parts that say they unpack past the limit are refused before any unpacking', async () => {
    const bytes = await sheetOf([
      ['name', 'code', 'days'],
      ['Bomb', 'BOMB', 1],
    ]);
    // The sheet's part says it unpacks to 200 MB (its central directory entry's size field).
    const view = new DataView(bytes.buffer);
    let at = bytes.length - 22;
    while (view.getUint32(at, true) !== 0x06054b50) at -= 1;
    at = view.getUint32(at + 16, true);
    view.setUint32(at + 24, 200_000_000, true);
    expect(zipDirectory(bytes)!.unzipped).toBeGreaterThan(XLSX_LIMITS.maxUnzippedBytes);
    await refused(bytes, /unpacks to more than 100 MB/);
  });

  it('a zip signature over bytes that are no workbook', async () => {
    const bytes = new Uint8Array(4096).fill(7);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    await refused(bytes, /not a readable Excel workbook/);
  });

  it('a sheet of more rows than the import takes stops at the first row past the limit', async () => {
    const bytes = await built((workbook) => {
      const sheet = workbook.addWorksheet('timelines');
      sheet.addRow(['name', 'code', 'days']).commit();
      for (let i = 0; i <= CSV_IMPORT_LIMITS.maxRows; i += 1) sheet.addRow([`r${i}`]).commit();
      sheet.commit();
    });
    expect(bytes.length).toBeLessThan(CSV_IMPORT_LIMITS.maxBytes);
    await refused(bytes, /more than 100,000 rows/);
  }, 60_000);

  it('a row wider than the limit, and a cell longer than any field', async () => {
    const wide = Array.from({ length: XLSX_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`);
    await refused(await sheetOf([wide]), /more than 200 columns/);
    await refused(
      await sheetOf([
        ['name', 'code', 'days'],
        ['x'.repeat(XLSX_LIMITS.maxCellLength + 1), 'LONG', 1],
      ]),
      /longer than 10,000 characters/,
    );
  });

  it('a workbook with a header and no rows', async () => {
    await refused(await sheetOf([['name', 'code', 'days']]), /header but no rows/);
  });
});
