import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ResponseCode } from '../../contract/responseCodes';
import { recordVersion } from '../../contract/validation';
import { AppError } from '../errors';
import type { Db } from './client';

/** A table made with entityColumns(): what the generic operations below rely on. */
export type EntityTable = PgTable & {
  id: PgColumn;
  uuid: PgColumn;
  active: PgColumn;
  deleted: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  version: PgColumn;
};

const uuidSchema = z.uuid({ error: 'Not a valid uuid' });

/** Parses a uuid argument: a malformed one is bad input (9001), never a database error. */
export function parseUuid(value: unknown): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw new AppError(ResponseCode.INVALID_INPUT, 'uuid: Not a valid uuid');
  return parsed.data;
}

/** A positive whole number that fits a bigint id column and a JavaScript number. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The whole numbers each integer type of PostgreSQL holds (the serials are the same types). */
const integerRanges: Record<string, readonly [bigint, bigint]> = {
  smallint: [-(2n ** 15n), 2n ** 15n - 1n],
  smallserial: [-(2n ** 15n), 2n ** 15n - 1n],
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  serial: [-(2n ** 31n), 2n ** 31n - 1n],
  bigint: [-(2n ** 63n), 2n ** 63n - 1n],
  bigserial: [-(2n ** 63n), 2n ** 63n - 1n],
};

/** Whether a text is a calendar date, yyyy-mm-dd (no 30 February, no month 13). */
const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '0001') return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/**
 * A text compared with a column (a list's `equals` filter), checked as the column's type reads it:
 * a whole number within its integer type, a uuid, a calendar date, a decimal number, one of an enum's
 * values. Anything else is bad input (9001) here, never PostgreSQL's 22P02, 22003 or 22008 (9006).
 */
export function checkColumnText(column: PgColumn, field: string, text: string): string {
  const type = column.getSQLType();
  const refuse = (what: string): never => {
    throw new AppError(ResponseCode.INVALID_INPUT, `${field}: ${what}`);
  };
  const range = integerRanges[type];
  if (range) {
    if (!/^-?\d{1,40}$/.test(text)) refuse('Not a whole number');
    if (BigInt(text) < range[0] || BigInt(text) > range[1]) refuse('Out of range');
  } else if (type === 'uuid') {
    if (!uuidSchema.safeParse(text).success) refuse('Not a valid uuid');
  } else if (type === 'date') {
    if (!isCalendarDate(text)) refuse('Not a date (yyyy-mm-dd)');
  } else if (/^(numeric|decimal|real|double precision)\b/.test(type)) {
    if (!/^-?\d{1,20}(\.\d{1,20})?$/.test(text)) refuse('Not a number');
  } else if (column.columnType === 'PgEnumColumn' && !column.enumValues?.includes(text)) {
    refuse('Not one of its values');
  }
  return text;
}

/** A numeric id argument (GraphQL ID): anything else is bad input (9001), named by its field. */
export function parseId(value: unknown, field = 'id'): number {
  const parsed = idSchema.safeParse(value);
  if (value == null || value === '' || !parsed.success) {
    throw new AppError(ResponseCode.INVALID_INPUT, `${field}: Not a valid id`);
  }
  return parsed.data;
}

/**
 * The id of a row that meets every condition (the first, if several), or undefined: what an existence
 * check or a lookup by a natural key needs.
 */
export async function idWhere(
  db: Db,
  table: PgTable & { id: PgColumn },
  ...conditions: (SQL | undefined)[]
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...conditions))
    .limit(1);
  return row?.id as number | undefined;
}

/** The id of the live (not deleted) row with this uuid, or undefined. */
export const liveIdByUuid = (db: Db, table: EntityTable, uuid: string) =>
  idWhere(db, table, eq(table.uuid, uuid), eq(table.deleted, false));

/** The ids of the live rows with these uuids (each uuid once); INVALID_INPUT, worded `unknown`, if any is not one. */
export async function liveIdsByUuids(
  db: Pick<Db, 'select'>,
  table: EntityTable,
  uuids: string[],
  unknown: string,
): Promise<number[]> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.uuid, unique), eq(table.deleted, false)));
  if (rows.length !== unique.length) throw new AppError(ResponseCode.INVALID_INPUT, unknown);
  return rows.map((row) => row.id as number);
}

/** The live (not deleted) row that `where` finds (the first, if several), or undefined. */
export async function liveRowWhere<T extends PgTable & { deleted: PgColumn }>(
  db: Pick<Db, 'select'>,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(where, eq(table.deleted, false)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/**
 * The live (not deleted) row with this uuid, or NOT_FOUND (worded `notFound`); with a scope (the
 * caller's own rows), a row outside it is NOT_FOUND too, so nobody learns that it exists.
 */
export async function findLiveByUuid<Row>(
  db: Db,
  table: EntityTable,
  uuid: string,
  scope?: SQL,
  notFound?: string,
): Promise<Row> {
  const row = await liveRowWhere(db, table, and(eq(table.uuid, parseUuid(uuid)), scope));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, notFound);
  return row as Row;
}

/**
 * Reads the version a save or delete was based on: anything but a positive whole number is bad input
 * (9001); absent is not checked (the spec's own clients send none: the last save wins, decision 103).
 */
export function parseVersion(value: unknown): number | undefined {
  const parsed = recordVersion.safeParse(value);
  if (!parsed.success)
    throw new AppError(ResponseCode.INVALID_INPUT, 'version: Not a valid version');
  return parsed.data ?? undefined;
}

/**
 * "Still at the version the client read", for the WHERE of the very statement that writes, so two
 * saves from one version cannot both pass; no condition when the client sent none.
 */
export const atVersion = (table: EntityTable, version: number | null | undefined) =>
  version == null ? undefined : eq(table.version, version);

/**
 * Why an update of the live row that `where` finds changed nothing: the row moved on from the version
 * the client read (STALE_VERSION, answering the row as it is now, so the client can show who changed
 * what) or there is no such live row (NOT_FOUND). `present` shapes the row as the operation answers.
 */
export async function staleOrNotFound(
  db: Pick<Db, 'select'>,
  table: EntityTable,
  where: SQL | undefined,
  notFound?: string,
  present: (row: never) => unknown = (row) => row,
): Promise<AppError> {
  const current = await liveRowWhere(db, table, where);
  if (!current) return new AppError(ResponseCode.NOT_FOUND, notFound);
  return new AppError(ResponseCode.STALE_VERSION, undefined, await present(current as never));
}

/**
 * Sets columns of the live row with this uuid (inside the scope, if any), stamped with the actor and
 * the time; NOT_FOUND (worded `notFound`) when there is none, STALE_VERSION when it is no longer at
 * `version`. A column given as undefined keeps its value.
 */
export async function updateLiveByUuid<Row>(
  db: Pick<Db, 'update' | 'select'>,
  table: EntityTable,
  uuid: string,
  columns: Record<string, unknown>,
  actor: string,
  scope?: SQL,
  version?: number | null,
  notFound?: string,
): Promise<Row> {
  const identity = and(eq(table.uuid, parseUuid(uuid)), scope);
  const [row] = await db
    .update(table)
    .set({ ...columns, updatedAt: new Date(), updatedBy: actor } as never)
    .where(and(identity, eq(table.deleted, false), atVersion(table, version)))
    .returning();
  if (!row) throw await staleOrNotFound(db, table, identity, notFound);
  return row as Row;
}

/**
 * Soft delete: the row stays for audit and history, marked deleted, and leaves every list. With a
 * scope, only a row inside it (NOT_FOUND otherwise).
 */
export const softDeleteByUuid = <Row>(
  db: Db,
  table: EntityTable,
  uuid: string,
  actor: string,
  scope?: SQL,
  version?: number | null,
): Promise<Row> => updateLiveByUuid(db, table, uuid, { deleted: true }, actor, scope, version);

/**
 * Soft-deletes the row with this id, once the caller has found it and checked that it may go (in use,
 * in scope), and answers it; STALE_VERSION when it is no longer at `version` (with the row as it is
 * now, shaped by `present` as the operation answers it).
 */
export async function softDeleteById<T extends EntityTable>(
  db: Pick<Db, 'update' | 'select'>,
  table: T,
  id: number,
  actor: string,
  version?: number | null,
  present?: (row: T['$inferSelect']) => unknown,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .update(table as EntityTable)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: actor } as never)
    .where(and(eq(table.id, id), atVersion(table, version)))
    .returning()) as T['$inferSelect'][];
  if (!row) throw await staleOrNotFound(db, table, eq(table.id, id), undefined, present);
  return row;
}

/** Activation toggle shared by every entity that can be activated or deactivated. */
export const setActiveByUuid = <Row>(
  db: Db,
  table: EntityTable,
  uuid: string,
  active: boolean,
  actor: string,
  version?: number | null,
): Promise<Row> => updateLiveByUuid(db, table, uuid, { active }, actor, undefined, version);
