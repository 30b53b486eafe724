import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { administrativeAreaTypes, parentTypeOf } from '../../../contract/administrativeAreas';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { namedListSpec } from '../../reference-kit/store';
import {
  atVersion,
  findLiveByUuid,
  parseUuid,
  softDeleteByUuid,
  staleOrNotFound,
} from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { fetchPage, type PageParam } from '../../db/paging';
import { administrativeAreas, branches } from '../../db/schema/areas';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';
import { listFields } from '../../../contract/listFields';

export type AdministrativeArea = typeof administrativeAreas.$inferSelect;

const typeSchema = z.enum(administrativeAreaTypes, {
  error: `type must be one of ${administrativeAreaTypes.join(', ')}`,
});

export const administrativeAreaInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: requiredText(150, 2),
  code: requiredText(60)
    .regex(/^[A-Za-z0-9.\-_/]+$/, 'Letters, digits and . - _ / only')
    .transform((code) => code.toUpperCase()),
  type: typeSchema,
  parentUuid: z.uuid().nullish(),
  active: z.boolean().nullish(),
  version: recordVersion,
});

// Its uuid filter finds one area: the edit screen's read (the spec has no read of one area).
const listSpec = namedListSpec(administrativeAreas, listFields.AdministrativeArea);

/** Areas with their parent (uuid, name, type, code) in the shape of the GraphQL type. */
async function withParents(db: Db, areas: AdministrativeArea[]) {
  const parentIds = [...new Set(areas.flatMap((a) => (a.parentId ? [a.parentId] : [])))];
  const parents =
    parentIds.length === 0
      ? []
      : await db
          .select()
          .from(administrativeAreas)
          .where(inArray(administrativeAreas.id, parentIds));
  const parentById = new Map(parents.map((p) => [p.id, p]));
  return areas.map((area) => ({
    ...area,
    parent: area.parentId ? (parentById.get(area.parentId) ?? null) : null,
  }));
}

export async function pageAdministrativeAreas(db: Db, pageParam: PageParam | null | undefined) {
  const page = await fetchPage<AdministrativeArea>(db, administrativeAreas, listSpec, {
    pageParam,
  });
  return { ...page, content: await withParents(db, page.content) };
}

/** The live, active areas of one type by name (a picker's choices: 31 regions, ~190 districts). */
export async function listAdministrativeAreasByType(db: Db, type: unknown) {
  const rows = await db
    .select()
    .from(administrativeAreas)
    .where(
      and(
        eq(administrativeAreas.type, typeSchema.parse(type)),
        eq(administrativeAreas.deleted, false),
        eq(administrativeAreas.active, true),
      ),
    )
    .orderBy(asc(administrativeAreas.name), asc(administrativeAreas.id));
  return withParents(db, rows);
}

/** The parent an area of this type names: none for a region, a live area one level up otherwise. */
async function resolveParent(
  db: Db,
  type: (typeof administrativeAreaTypes)[number],
  parentUuid: string | null | undefined,
): Promise<number | null> {
  const parentType = parentTypeOf(type);
  if (!parentType) {
    if (parentUuid) throw new AppError(ResponseCode.INVALID_INPUT, `A ${type} has no parent area`);
    return null;
  }
  if (!parentUuid) {
    throw new AppError(ResponseCode.INVALID_INPUT, `A ${type} needs a parent ${parentType}`);
  }
  const [parent] = await db
    .select()
    .from(administrativeAreas)
    .where(and(eq(administrativeAreas.uuid, parentUuid), eq(administrativeAreas.deleted, false)));
  if (!parent) throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown parent area');
  if (parent.type !== parentType) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The parent of a ${type} must be a ${parentType}`,
    );
  }
  return parent.id;
}

const countLiveChildren = async (db: Db, areaId: number) => {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(administrativeAreas)
    .where(and(eq(administrativeAreas.parentId, areaId), eq(administrativeAreas.deleted, false)));
  return Number(row.n);
};

/** Creates an area, or updates the live one with input.uuid. */
/**
 * Why a save, switch or delete of an area changed nothing: it moved on from the version the client
 * read (9012, with the area and its parent as the operations answer it) or it is gone.
 */
const staleArea = (db: Db, where: ReturnType<typeof eq>) =>
  staleOrNotFound(
    db,
    administrativeAreas,
    where,
    undefined,
    async (row: AdministrativeArea) => (await withParents(db, [row]))[0],
  );

export async function saveAdministrativeArea(db: Db, user: AuthUser, rawInput: unknown) {
  const input = administrativeAreaInputSchema.parse(rawInput);
  const parentId = await resolveParent(db, input.type, input.parentUuid);
  const fields = { name: input.name, code: input.code, type: input.type, parentId };
  if (!input.uuid) {
    const [created] = await db
      .insert(administrativeAreas)
      .values({ ...fields, active: input.active ?? true, createdBy: user.email })
      .returning();
    return (await withParents(db, [created]))[0];
  }
  const existing = await findLiveByUuid<AdministrativeArea>(db, administrativeAreas, input.uuid);
  // Children name this area as the level above them: it keeps its level while it has any.
  if (existing.type !== input.type && (await countLiveChildren(db, existing.id)) > 0) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'An area with child areas cannot change its type',
    );
  }
  const [updated] = await db
    .update(administrativeAreas)
    .set({
      ...fields,
      active: input.active ?? existing.active,
      updatedAt: new Date(),
      updatedBy: user.email,
    })
    .where(
      and(eq(administrativeAreas.id, existing.id), atVersion(administrativeAreas, input.version)),
    )
    .returning();
  if (!updated) throw await staleArea(db, eq(administrativeAreas.id, existing.id));
  return (await withParents(db, [updated]))[0];
}

/** Flips an area between active and inactive (an inactive area is not offered in pickers). */
export async function toggleAdministrativeArea(
  db: Db,
  user: AuthUser,
  uuid: string,
  version?: number,
) {
  const [row] = await db
    .update(administrativeAreas)
    .set({
      active: sql`NOT ${administrativeAreas.active}`,
      updatedAt: new Date(),
      updatedBy: user.email,
    })
    .where(
      and(
        eq(administrativeAreas.uuid, parseUuid(uuid)),
        eq(administrativeAreas.deleted, false),
        atVersion(administrativeAreas, version),
      ),
    )
    .returning();
  if (!row) throw await staleArea(db, eq(administrativeAreas.uuid, uuid));
  return (await withParents(db, [row]))[0];
}

const idSchema = z.coerce.number().int().positive();

/**
 * deleteAdministrativeArea(uuid, id): either names the area; when both are given they must name the
 * same one. Refused (IN_USE) while a live branch or child area uses it.
 */
export async function deleteAdministrativeArea(
  db: Db,
  user: AuthUser,
  args: { uuid?: string | null; id?: string | number | null },
  version?: number,
) {
  if (!args.uuid && args.id == null) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Give the uuid or the id of the area');
  }
  const area = args.uuid
    ? await findLiveByUuid<AdministrativeArea>(db, administrativeAreas, args.uuid)
    : await findLiveById(db, idSchema.parse(args.id));
  if (args.id != null && area.id !== idSchema.parse(args.id)) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'The uuid and the id name different areas');
  }
  // A delete based on an old reading is answered as stale first: what is in use may have changed too.
  if (version != null && area.version !== version) {
    throw await staleArea(db, eq(administrativeAreas.id, area.id));
  }
  const children = await countLiveChildren(db, area.id);
  const [branchCount] = await db
    .select({ n: sql<string>`count(*)` })
    .from(branches)
    .where(and(eq(branches.administrativeAreaId, area.id), eq(branches.deleted, false)));
  const usingBranches = Number(branchCount.n);
  if (children > 0 || usingBranches > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${area.name} cannot be deleted: ${children} area(s) and ${usingBranches} branch(es) are in it`,
    );
  }
  const deleted = await softDeleteByUuid<AdministrativeArea>(
    db,
    administrativeAreas,
    area.uuid,
    user.email,
    undefined,
    version,
  );
  return (await withParents(db, [deleted]))[0];
}

async function findLiveById(db: Db, id: number): Promise<AdministrativeArea> {
  const [row] = await db
    .select()
    .from(administrativeAreas)
    .where(and(eq(administrativeAreas.id, id), eq(administrativeAreas.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND);
  return row;
}
