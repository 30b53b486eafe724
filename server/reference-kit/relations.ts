import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import type { EntityTable } from '../db/entityTable';
import { AppError } from '../errors';

/**
 * The live row's id of a uuid a client names (a parent or a related record in a save); none named is
 * null, and one with no live row is bad input (9001) answered with \`unknownText\`.
 */
export async function idOfLiveUuid(
  db: Db,
  table: EntityTable,
  uuid: string | null | undefined,
  unknownText: string,
): Promise<number | null> {
  if (!uuid) return null;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uuid, uuid), eq(table.deleted, false)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.INVALID_INPUT, unknownText);
  return row.id as number;
}

export type RelationSpec = {
  /** The foreign-key field of the row (procurementCategoryId). */
  key: string;
  /** The field the related object is answered under (procurementCategory). */
  as: string;
  table: EntityTable;
  fields: Record<string, PgColumn>;
};

/**
 * Rows with their related rows attached as objects, one query per relation (never one per row):
 * contract types with their procurementCategory, specification settings with unitOfMeasure and gfsCode.
 */
export async function withRelations<Row extends Record<string, unknown>>(
  db: Db,
  rows: Row[],
  relations: RelationSpec[],
): Promise<Row[]> {
  let described: Record<string, unknown>[] = rows;
  for (const relation of relations) {
    const ids = [
      ...new Set(described.map((row) => row[relation.key]).filter((id) => id != null)),
    ] as number[];
    const related =
      ids.length === 0
        ? []
        : await db
            .select({ id: relation.table.id, ...relation.fields })
            .from(relation.table)
            .where(inArray(relation.table.id, ids));
    const byId = new Map(related.map((row) => [row.id, row]));
    described = described.map((row) => ({
      ...row,
      [relation.as]: byId.get(row[relation.key] as number) ?? null,
    }));
  }
  return described as Row[];
}
