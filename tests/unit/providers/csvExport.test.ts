import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../contract/validation';
import { MAX_EXPORT_ROWS, toCsv } from '../../../providers/csvExport';
import { dataProvider } from '../../../src/composition/dataProvider';
import { saveSession } from '../../../providers/session';
import { buildChargeType, buildTokens } from '../support/builders';

/**
 * Export: cells a spreadsheet would run as formulas are written as text (OWASP CSV injection), and a
 * list the server pages at 500 rows is read 500 at a time however many rows it has (before, the
 * export asked for 1,000 at once and the server's 9001 meant no file).
 */
const billing = graphql.link('http://localhost:3000/zabuni-billing/graphql');
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => saveSession(buildTokens()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CSV cells', () => {
  it('puts a quote before =, +, -, @, tab and carriage return, and nowhere else', () => {
    const names = [
      '=HYPERLINK("http://x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tcmd',
      '\rcmd',
      'Fee',
      'a=b',
    ];
    const csv = toCsv(names.map((name) => ({ name })));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('name');
    expect(lines.slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
    ]);
    expect(lines[5]).toBe("'\tcmd");
    // The CR cell is quoted (it holds a line break) and defused.
    expect(csv).toContain(`"'\rcmd"`);
    expect(csv.endsWith('Fee\r\na=b')).toBe(true);
    expect(toCsv([{ name: '\0=1' }])).toBe("name\r\n'\0=1");
  });

  it('flattens nested values into columns, each escaped', () => {
    const csv = toCsv([{ id: 1, institution: { name: '=cmd|calc' }, tags: ['-a', 'b'] }]);
    expect(csv).toBe(`id,institution.name,tags\r\n1,'=cmd|calc,"'-a, b"`);
  });
});

describe('reading a whole list for export', () => {
  const TOTAL = 1234;
  const asked: { page: number; size: number }[] = [];
  beforeEach(() => {
    asked.length = 0;
    server.use(
      billing.query('getAllChargeTypes', ({ variables }) => {
        const { page, size } = variables.pageParam as { page: number; size: number };
        asked.push({ page, size });
        if (size > MAX_PAGE_SIZE) {
          return HttpResponse.json({
            data: {
              getAllChargeTypes: {
                code: 9001,
                message: 'A page holds at most 500 rows',
                status: false,
                data: null,
              },
            },
          });
        }
        const from = page * size;
        const content = Array.from({ length: Math.max(0, Math.min(size, TOTAL - from)) }, (_, i) =>
          buildChargeType({ uuid: `uuid-${from + i}`, name: `Fee ${from + i}` }),
        );
        return HttpResponse.json({
          data: {
            getAllChargeTypes: {
              code: 9000,
              message: 'Success',
              status: true,
              data: { content, totalElements: TOTAL },
            },
          },
        });
      }),
    );
  });

  it('answers react-admin’s 1,000-row export request from pages of 500', async () => {
    const result = await dataProvider.getList('charge-types', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(asked).toEqual([
      { page: 0, size: 500 },
      { page: 1, size: 500 },
    ]);
    expect(result.data).toHaveLength(1000);
    expect(result.total).toBe(TOTAL);
    expect(result.data[999].name).toBe('Fee 999');
  });

  it('reads every row when the export asks for all of them', async () => {
    const result = await dataProvider.getList('charge-types', {
      pagination: { page: 1, perPage: MAX_EXPORT_ROWS },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(asked.map((a) => a.page)).toEqual([0, 1, 2]);
    expect(result.data.map((row) => row.name)).toEqual(
      Array.from({ length: TOTAL }, (_, i) => `Fee ${i}`),
    );
  });

  it('leaves ordinary pages as they were: one request', async () => {
    await dataProvider.getList('charge-types', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(asked).toEqual([{ page: 1, size: 25 }]);
  });
});
