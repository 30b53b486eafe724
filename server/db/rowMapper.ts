import { Column, is, SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { readTimestamp } from './storedTimestamp';

/** One selected field as drizzle's prepared queries hold them: its key and what it reads. */
interface SelectedField {
  path: string[];
  field: unknown;
}

type Decode = (value: unknown) => unknown;

/** The driver value as it is (a column type without a mapping, or plain SQL). */
const asIs = Column.prototype.mapFromDriverValue;
const unchanged: Decode = (value) => value;

function decoderOf(field: unknown): Decode | undefined {
  const decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as { decoder: Pick<Column, 'mapFromDriverValue'> }).decoder
      : undefined;
  if (!decoder) return undefined;
  // A timestamp keeps its ISO text (storedTimestamp.ts).
  if (is(decoder, PgTimestamp)) {
    const { withTimezone } = decoder;
    return (value) => (typeof value === 'string' ? readTimestamp(value, withTimezone) : value);
  }
  if (decoder.mapFromDriverValue === asIs) return unchanged;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * A flat select's rows (one key per column, no joins) read from the driver's arrays by a mapper
 * worked out once, instead of drizzle's per-row walk that asks each field of each row what it is and
 * where it goes (mapResultRow: 7% of a busy list server's time). The mapper is one object literal
 * per row, compiled from the select's keys (as graphql-jit compiles documents): every row then has
 * the same shape from the start, at a twelfth of the cost of filling an empty object key by key.
 * Undefined for any other select, which drizzle then maps as usual.
 */
export function flatRowMapper(
  fields: SelectedField[] | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (!fields) return undefined;
  const properties: string[] = [];
  const decoders: Decode[] = [];
  for (const [index, { path, field }] of fields.entries()) {
    const decode = decoderOf(field);
    // "__proto__" in a literal would set the row's prototype: such a select stays drizzle's.
    if (path.length !== 1 || !decode || path[0] === '__proto__') return undefined;
    decoders.push(decode);
    // Keys are the schema's own, written as JSON string literals: nothing else reaches the code.
    const value = `row[${index}]`;
    properties.push(
      `${JSON.stringify(path[0])}: ${
        decode === unchanged ? value : `${value} === null ? null : decode[${index}](${value})`
      }`,
    );
  }
  const compile = new Function('decode', `return (row) => ({ ${properties.join(', ')} });`) as (
    decode: Decode[],
  ) => (row: unknown[]) => Record<string, unknown>;
  const mapRow = compile(decoders);
  return (rows) => rows.map(mapRow);
}

/** Gives a prepared drizzle select the flat mapper, where its fields allow one. */
export function mapRowsFlat<Prepared extends object>(prepared: Prepared): Prepared {
  const query = prepared as Prepared & {
    fields?: SelectedField[];
    customResultMapper?: (rows: unknown[][]) => unknown;
  };
  query.customResultMapper ??= flatRowMapper(query.fields);
  return prepared;
}
