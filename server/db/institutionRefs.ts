import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from './client';
import { parseId, parseUuid } from './entityTable';
import { institutions, users } from './schema/identity';
import { AppError } from '../errors';

/**
 * Small look-ups the organisation domain (branches, services) shares: institutions and users as the
 * summaries its GraphQL types show, and ids given as arguments.
 */
export const institutionRef = {
  id: institutions.id,
  uuid: institutions.uuid,
  name: institutions.name,
  active: institutions.active,
};
export type InstitutionRef = { id: number; uuid: string; name: string; active: boolean };

export const userRef = {
  id: users.id,
  uuid: users.uuid,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  active: users.active,
  institutionId: users.institutionId,
};

export async function institutionsByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, InstitutionRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(institutionRef)
    .from(institutions)
    .where(inArray(institutions.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The live institution with this id or uuid, or NOT_FOUND. */
export async function findLiveInstitution(
  db: Db,
  where: { id: number } | { uuid: string },
): Promise<InstitutionRef> {
  const [row] = await db
    .select(institutionRef)
    .from(institutions)
    .where(
      and(
        'id' in where
          ? eq(institutions.id, where.id)
          : eq(institutions.uuid, parseUuid(where.uuid)),
        eq(institutions.deleted, false),
      ),
    );
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  return row;
}

const userUuidListSchema = z.array(z.uuid({ error: 'Not a valid uuid' })).max(500);

/**
 * The live users with these uuids who belong to the institution; any other uuid (unknown, deleted or
 * of another institution) is bad input, so nothing is changed for a partly wrong list.
 */
export async function findInstitutionUsers(
  db: Db,
  institutionId: number,
  rawUuids: unknown,
  { allowEmpty = false } = {},
) {
  const uuids = [...new Set(userUuidListSchema.parse(rawUuids))];
  if (uuids.length === 0) {
    if (allowEmpty) return [];
    throw new AppError(ResponseCode.INVALID_INPUT, 'userUuidList: Name at least one user');
  }
  const rows = await db
    .select(userRef)
    .from(users)
    .where(
      and(
        inArray(users.uuid, uuids),
        eq(users.institutionId, institutionId),
        eq(users.deleted, false),
      ),
    );
  if (rows.length !== uuids.length) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `${uuids.length - rows.length} of the users are unknown or not staff of the institution`,
    );
  }
  return rows;
}

/** The live institution named by id or uuid (both given must be the same one), or NOT_FOUND. */
export async function findInstitutionId(
  db: Db,
  ref: { id?: unknown; uuid?: unknown },
): Promise<number> {
  const conditions: SQL[] = [eq(institutions.deleted, false)];
  if (ref.id != null && ref.id !== '') conditions.push(eq(institutions.id, parseId(ref.id, 'id')));
  if (ref.uuid != null && ref.uuid !== '')
    conditions.push(eq(institutions.uuid, parseUuid(ref.uuid)));
  if (conditions.length === 1) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Name the institution by its id or uuid');
  }
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(...conditions));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  return row.id;
}

type OfInstitution = PgTable & { id: PgColumn; institutionId: PgColumn; deleted: PgColumn };

/** One institution's live rows of `table` (its branches, designations, users), by `by`, then id. */
export async function liveRowsOfInstitution<T extends OfInstitution>(
  db: Db,
  table: T,
  institutionId: number,
  by: PgColumn,
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.institutionId, institutionId), eq(table.deleted, false)))
    .orderBy(asc(by), asc(table.id)) as Promise<T['$inferSelect'][]>;
}
