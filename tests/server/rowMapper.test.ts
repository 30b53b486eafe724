import { getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { chargeTypes } from '../../server/db/schema/billing';
import { flatRowMapper, mapRowsFlat } from '../../server/db/rowMapper';
import { readTimestamp, StoredTimestamp } from '../../server/db/storedTimestamp';
import { DateTime } from '../../server/graphql/scalars';

type Fields = Parameters<typeof flatRowMapper>[0];
// drizzle's own mapper (exported, though not in its types): what ours must agree with.
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: Fields, row: unknown[], joins: undefined) => Record<string, unknown>;
};
const fieldsOf = (prepared: object) => (prepared as { fields: Fields }).fields;

const db = drizzle.mock();
const pageQuery = () =>
  db
    .select({ ...getTableColumns(chargeTypes), total: sql<string>`count(*) OVER ()` })
    .from(chargeTypes)
    .prepare('');

// Rows as the driver hands them over (rowMode array, timestamps as PostgreSQL's text).
const driverRows = [
  [
    7,
    'a0e1…',
    true,
    false,
    '2026-11-28 05:00:00.123456+00',
    'seed',
    null,
    null,
    1,
    'Fee',
    null,
    '2',
  ],
  [
    8,
    'b0e1…',
    false,
    false,
    '2026-01-02 03:04:05+00',
    'seed',
    '2026-11-28 06:00:00.5+00',
    'admin',
    3,
    'Levy',
    'kg',
    '2',
  ],
];

describe('the flat row mapper of page statements', () => {
  it('reads driver rows exactly as drizzle maps them', () => {
    const fields = fieldsOf(pageQuery());
    const ours = flatRowMapper(fields)!(driverRows);
    expect(ours).toEqual(driverRows.map((row) => mapResultRow(fields, row, undefined)));
    expect(ours[0].createdAt).toEqual(new Date('2026-11-28T05:00:00.123Z'));
    expect(ours[0].updatedAt).toBeNull();
    expect(ours[1].total).toBe('2');
    expect(ours[0].createdAt).toBeInstanceOf(StoredTimestamp);
    expect(DateTime.serialize(ours[1].updatedAt)).toBe('2026-11-28T06:00:00.500Z');
  });

  it('leaves a select with nested fields (joins) to drizzle', () => {
    const joined = db
      .select({ charge: chargeTypes, total: sql`1` })
      .from(chargeTypes)
      .prepare('');
    expect(flatRowMapper(fieldsOf(joined))).toBeUndefined();
    const prepared = mapRowsFlat(joined) as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeUndefined();
  });

  it('keeps any key as it is, and leaves a "__proto__" key to drizzle', () => {
    const odd = `a"b\\c'\n}); process.exit(1); ({`;
    const mapper = flatRowMapper([
      { path: [odd], field: chargeTypes.name },
      { path: ['id'], field: chargeTypes.id },
    ])!;
    expect(mapper([['Fee', 7]])).toEqual([{ [odd]: 'Fee', id: 7 }]);
    expect(flatRowMapper([{ path: ['__proto__'], field: chargeTypes.name }])).toBeUndefined();
  });

  it('is given to a flat prepared select', () => {
    const prepared = mapRowsFlat(pageQuery()) as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeTypeOf('function');
  });
});

describe('timestamps read with their ISO text', () => {
  // drizzle's own reading of the driver's text: what ours must agree with, to the millisecond.
  const drizzleReads = (text: string, withTimezone: boolean) =>
    new Date(withTimezone ? text : `${text}+0000`);

  it('agree with drizzle on every text PostgreSQL writes, and keep the ISO text', () => {
    const texts = [
      '2026-11-28 05:00:00+00',
      '2026-11-28 05:00:00.1+00',
      '2026-11-28 05:00:00.12+00',
      '2026-11-28 05:00:00.123+00',
      '2026-11-28 05:00:00.1239+00',
      '2026-11-28 05:00:00.999999+00',
      '1970-01-01 00:00:00+00',
      '2024-02-29 23:59:59.5+00',
      '0150-06-30 12:00:00.001+00',
    ];
    for (const text of texts) {
      const read = readTimestamp(text, true);
      expect(read).toBeInstanceOf(StoredTimestamp);
      expect((read as StoredTimestamp).iso).toBe(drizzleReads(text, true).toISOString());
      expect(read.getTime()).toBe(drizzleReads(text, true).getTime());
      const local = text.slice(0, -3);
      expect((readTimestamp(local, false) as StoredTimestamp).iso).toBe(
        drizzleReads(local, false).toISOString(),
      );
    }
  });

  it('parse any other text as drizzle does: another time zone, BC, a far year, infinity', () => {
    for (const text of [
      '2026-11-28 08:00:00.25+03',
      '2026-11-28 10:30:00+05:30',
      '0044-03-15 12:00:00+00 BC',
      '12026-11-28 05:00:00+00',
      '0099-03-15 12:00:00+00',
      'infinity',
      '2026-11-28 05:00:00.12a+00',
    ]) {
      const read = readTimestamp(text, true);
      expect(read).not.toBeInstanceOf(StoredTimestamp);
      expect(read.getTime()).toEqual(drizzleReads(text, true).getTime());
    }
    expect(DateTime.serialize(readTimestamp('2026-11-28 08:00:00.25+03', true))).toBe(
      '2026-11-28T05:00:00.250Z',
    );
  });
});
