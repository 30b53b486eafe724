import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { WHOLE_LIST_MAX_ROWS } from '../../../contract/validation';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions, assertInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { namedListSpec } from '../../reference-kit/store';
import { parseUuid } from '../../db/entityTable';
import { fetchPage, pageParamSchema, type PageParam } from '../../db/paging';
import { institutions } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';

export type InstitutionRow = typeof institutions.$inferSelect;

/**
 * Not in contract/listFields.ts: its category and parent filters arrive named by uuid (categoryUuid,
 * parentUuid) and are filtered here by id (filtersByIds), so its filter names are the server's own.
 */
const listSpec = namedListSpec(
  institutions,
  {
    defaultSort: 'name',
    sortable: ['name', 'active', 'createdAt', 'code', 'isLowerLevel', 'registrationComplete'],
    filters: ['code', 'categoryId', 'parentId'],
  },
  { isLowerLevel: 'boolean', registrationComplete: 'boolean' },
);

/** What a caller sees: every institution for platform administrators, otherwise their own. */
const visibleTo = (user: AuthUser): SQL | undefined =>
  actsAcrossInstitutions(user) ? undefined : eq(institutions.id, user.institutionId ?? -1);

/**
 * Clients filter by category and parent uuid (what they know); the list filters by the indexed ids.
 * An unknown uuid matches nothing.
 */
async function filtersByIds(db: Db, pageParam: PageParam | null | undefined): Promise<PageParam> {
  const param = pageParamSchema.parse(pageParam ?? undefined);
  const references = {
    categoryUuid: { fieldName: 'categoryId', table: institutionCategories },
    parentUuid: { fieldName: 'parentId', table: institutions },
  } as const;
  const filters = [];
  for (const filter of param.filters ?? []) {
    const reference = references[filter.fieldName as keyof typeof references];
    if (!reference) {
      filters.push(filter);
      continue;
    }
    const [row] = await db
      .select({ id: reference.table.id })
      .from(reference.table)
      .where(eq(reference.table.uuid, parseUuid(filter.value1)));
    filters.push({
      fieldName: reference.fieldName,
      operation: 'EQ' as const,
      value1: String(row?.id ?? -1),
    });
  }
  return { ...param, filters };
}

export async function listInstitutions(
  db: Db,
  user: AuthUser,
  pageParam: PageParam | null | undefined,
) {
  const page = await fetchPage<InstitutionRow>(db, institutions, listSpec, {
    pageParam: await filtersByIds(db, pageParam),
    scope: visibleTo(user),
  });
  return { ...page, content: await describeInstitutions(db, page.content) };
}

/** The whole list (allProcuringEntities), by name, of what the caller may see. */
export async function listAllInstitutions(db: Db, user: AuthUser, deleted: boolean) {
  const rows = await db
    .select()
    .from(institutions)
    .where(and(eq(institutions.deleted, deleted), visibleTo(user)))
    .orderBy(asc(institutions.name), asc(institutions.id))
    .limit(WHOLE_LIST_MAX_ROWS);
  return describeInstitutions(db, rows);
}

/** Rows with their category and parent (one query each), in the shape of the GraphQL type. */
export async function describeInstitutions(db: Db, rows: InstitutionRow[]) {
  const ids = (values: (number | null)[]) => [
    ...new Set(values.filter((v): v is number => v !== null)),
  ];
  const categoryIds = ids(rows.map((row) => row.categoryId));
  const parentIds = ids(rows.map((row) => row.parentId));
  const categories = categoryIds.length
    ? await db
        .select()
        .from(institutionCategories)
        .where(inArray(institutionCategories.id, categoryIds))
    : [];
  const parents = parentIds.length
    ? await db
        .select({ id: institutions.id, uuid: institutions.uuid, name: institutions.name })
        .from(institutions)
        .where(inArray(institutions.id, parentIds))
    : [];
  return rows.map((row) => {
    const category = categories.find((c) => c.id === row.categoryId) ?? null;
    const parent = parents.find((p) => p.id === row.parentId) ?? null;
    return {
      ...row,
      category,
      categoryUuid: category?.uuid ?? null,
      categoryName: category?.name ?? null,
      parent,
      parentUuid: parent?.uuid ?? null,
      parentName: parent?.name ?? null,
    };
  });
}
export type Institution = Awaited<ReturnType<typeof describeInstitutions>>[number];

export async function describeOne(db: Db, row: InstitutionRow): Promise<Institution> {
  const [described] = await describeInstitutions(db, [row]);
  return described;
}

/** A live institution by uuid or id that the caller may see; another's is FORBIDDEN. */
export async function findVisible(db: Db, user: AuthUser, where: SQL): Promise<InstitutionRow> {
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(where, eq(institutions.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  assertInScope(user, row.id);
  return row;
}

export const byUuid = (uuid: string) => eq(institutions.uuid, parseUuid(uuid));

const idSchema = z.coerce
  .number({ error: 'id: Not a valid institution id' })
  .int('id: Not a valid institution id')
  .positive('id: Not a valid institution id');

export function byId(id: unknown): SQL {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success)
    throw new AppError(ResponseCode.INVALID_INPUT, 'id: Not a valid institution id');
  return eq(institutions.id, parsed.data);
}

export const findInstitutionByUuid = async (db: Db, user: AuthUser, uuid: string) =>
  describeOne(db, await findVisible(db, user, byUuid(uuid)));

export const findInstitutionById = async (db: Db, user: AuthUser, id: unknown) =>
  describeOne(db, await findVisible(db, user, byId(id)));

/** Live institutions with one of these names or codes (compared lower-cased), for the CSV upload. */
export async function findLiveByNamesOrCodes(db: Db, names: string[], codes: string[]) {
  const lowerName = sql`lower(${institutions.name})`;
  const lowerCode = sql`lower(${institutions.code})`;
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      code: institutions.code,
      isLowerLevel: institutions.isLowerLevel,
    })
    .from(institutions)
    .where(
      and(
        eq(institutions.deleted, false),
        or(inArray(lowerName, names), inArray(lowerCode, codes)),
      ),
    );
}
