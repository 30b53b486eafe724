import { getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { chargeTypes } from '../../server/db/schema/billing';
import { flatRowMapper, mapRowsFlat } from '../../server/db/rowMapper';

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

  it('is given to a flat prepared select', () => {
    const prepared = mapRowsFlat(pageQuery()) as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeTypeOf('function');
  });
});
