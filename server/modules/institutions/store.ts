import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { WHOLE_LIST_MAX_ROWS } from '../../../contract/validation';
import { z } from 'zod';
import type { IncidentHandlingMode, InstitutionInput } from '../../../contract/institutions';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions, assertInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { fetchPage, pageParamSchema, type ListSpec, type PageParam } from '../../db/paging';
import { institutions, users } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';

export type InstitutionRow = typeof institutions.$inferSelect;

const listSpec: ListSpec = {
  sortable: {
    name: institutions.name,
    code: institutions.code,
    active: institutions.active,
    isLowerLevel: institutions.isLowerLevel,
    registrationComplete: institutions.registrationComplete,
    createdAt: institutions.createdAt,
  },
  defaultSort: 'name',
  filterable: {
    name: { column: institutions.name, match: 'contains' },
    code: { column: institutions.code, match: 'equals' },
    active: { column: institutions.active, match: 'boolean' },
    isLowerLevel: { column: institutions.isLowerLevel, match: 'boolean' },
    registrationComplete: { column: institutions.registrationComplete, match: 'boolean' },
    categoryId: { column: institutions.categoryId, match: 'equals' },
    parentId: { column: institutions.parentId, match: 'equals' },
  },
};

/** Creating, deleting and acting on other institutions is for platform administrators only. */
export function requirePlatformAdministrator(user: AuthUser, action: string): void {
  if (!actsAcrossInstitutions(user)) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      `Only platform administrators ${action}; you may read and update your own institution`,
    );
  }
}

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

async function describeOne(db: Db, row: InstitutionRow): Promise<Institution> {
  const [described] = await describeInstitutions(db, [row]);
  return described;
}

/** A live institution by uuid or id that the caller may see; another's is FORBIDDEN. */
async function findVisible(db: Db, user: AuthUser, where: SQL): Promise<InstitutionRow> {
  const [row] = await db
    .select()
    .from(institutions)
    .where(and(where, eq(institutions.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  assertInScope(user, row.id);
  return row;
}

const byUuid = (uuid: string) => eq(institutions.uuid, parseUuid(uuid));

const idSchema = z.coerce
  .number({ error: 'id: Not a valid institution id' })
  .int('id: Not a valid institution id')
  .positive('id: Not a valid institution id');

function byId(id: unknown): SQL {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success)
    throw new AppError(ResponseCode.INVALID_INPUT, 'id: Not a valid institution id');
  return eq(institutions.id, parsed.data);
}

export const findInstitutionByUuid = async (db: Db, user: AuthUser, uuid: string) =>
  describeOne(db, await findVisible(db, user, byUuid(uuid)));

export const findInstitutionById = async (db: Db, user: AuthUser, id: unknown) =>
  describeOne(db, await findVisible(db, user, byId(id)));

/** The category and parent an input names, as ids; unknown ones are bad input (9001). */
export async function resolveInstitutionReferences(
  db: Db,
  input: Pick<InstitutionInput, 'categoryUuid' | 'parentUuid' | 'isLowerLevel'>,
  selfId?: number,
): Promise<{ categoryId: number | null; parentId: number | null }> {
  let categoryId: number | null = null;
  if (input.categoryUuid) {
    const [category] = await db
      .select({ id: institutionCategories.id })
      .from(institutionCategories)
      .where(
        and(
          eq(institutionCategories.uuid, input.categoryUuid),
          eq(institutionCategories.deleted, false),
        ),
      );
    if (!category)
      throw new AppError(ResponseCode.INVALID_INPUT, 'categoryUuid: Unknown institution category');
    categoryId = category.id;
  }
  if (!input.isLowerLevel || !input.parentUuid) return { categoryId, parentId: null };
  const [parent] = await db
    .select({ id: institutions.id, isLowerLevel: institutions.isLowerLevel })
    .from(institutions)
    .where(and(eq(institutions.uuid, input.parentUuid), eq(institutions.deleted, false)));
  if (!parent)
    throw new AppError(ResponseCode.INVALID_INPUT, 'parentUuid: Unknown parent institution');
  // One level only: a lower-level institution belongs to a main one (decisions.md).
  if (parent.isLowerLevel || parent.id === selfId) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'parentUuid: The parent must be a main (not lower-level) institution',
    );
  }
  return { categoryId, parentId: parent.id };
}

const contactFields = (input: InstitutionInput) => ({
  name: input.name,
  code: input.code ?? null,
  email: input.email ?? null,
  phone: input.phone ?? null,
  postalAddress: input.postalAddress ?? null,
  physicalAddress: input.physicalAddress ?? null,
  website: input.website ?? null,
});

/** A new institution (platform administrators only); registration is completed later. */
export async function createInstitution(
  db: Db,
  user: AuthUser,
  input: InstitutionInput,
): Promise<Institution> {
  requirePlatformAdministrator(user, 'register institutions');
  const references = await resolveInstitutionReferences(db, input);
  const [created] = await db
    .insert(institutions)
    .values({
      ...contactFields(input),
      ...references,
      isLowerLevel: input.isLowerLevel,
      active: input.active ?? true,
      createdBy: user.email,
    })
    .returning();
  return describeOne(db, created);
}

/**
 * Updates an institution. An institution's own administrator edits its details; its level, parent,
 * category and activation are the platform's to change, so a change of those is FORBIDDEN for them.
 */
export async function updateInstitution(
  db: Db,
  user: AuthUser,
  uuid: string,
  input: InstitutionInput,
): Promise<Institution> {
  const current = await findVisible(db, user, byUuid(uuid));
  const references = await resolveInstitutionReferences(db, input, current.id);
  const active = input.active ?? current.active;
  const changesPlatformFields =
    active !== current.active ||
    input.isLowerLevel !== current.isLowerLevel ||
    references.parentId !== current.parentId ||
    references.categoryId !== current.categoryId;
  if (changesPlatformFields) {
    requirePlatformAdministrator(
      user,
      "change an institution's level, parent, category or activation",
    );
  }
  const [updated] = await db
    .update(institutions)
    .set({
      ...contactFields(input),
      ...references,
      isLowerLevel: input.isLowerLevel,
      active,
      updatedAt: new Date(),
      updatedBy: user.email,
    })
    .where(eq(institutions.id, current.id))
    .returning();
  return describeOne(db, updated);
}

/** activateInstitution / deactivateInstitution: platform administrators, never their own. */
export async function setInstitutionActive(
  db: Db,
  user: AuthUser,
  id: unknown,
  active: boolean,
): Promise<Institution> {
  requirePlatformAdministrator(user, 'activate or deactivate institutions');
  const current = await findVisible(db, user, byId(id));
  if (!active && current.id === user.institutionId) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'You cannot deactivate your own institution');
  }
  const [updated] = await db
    .update(institutions)
    .set({ active, updatedAt: new Date(), updatedBy: user.email })
    .where(eq(institutions.id, current.id))
    .returning();
  return describeOne(db, updated);
}

/** Soft delete, refused (IN_USE) while live users or lower-level institutions belong to it. */
export async function deleteInstitution(
  db: Db,
  user: AuthUser,
  uuid: string,
): Promise<Institution> {
  requirePlatformAdministrator(user, 'delete institutions');
  const current = await findVisible(db, user, byUuid(uuid));
  const [{ n: userCount }] = await db
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(and(eq(users.institutionId, current.id), eq(users.deleted, false)));
  if (Number(userCount) > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${current.name} has ${Number(userCount)} user account(s); delete or move them before deleting the institution`,
    );
  }
  const [{ n: childCount }] = await db
    .select({ n: sql<string>`count(*)` })
    .from(institutions)
    .where(and(eq(institutions.parentId, current.id), eq(institutions.deleted, false)));
  if (Number(childCount) > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${current.name} has ${Number(childCount)} lower-level institution(s); delete or move them first`,
    );
  }
  const [deleted] = await db
    .update(institutions)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
    .where(eq(institutions.id, current.id))
    .returning();
  return describeOne(db, deleted);
}

/** What an institution must have before its registration is complete. */
const registrationRequirements: [keyof InstitutionRow, string][] = [
  ['categoryId', 'category'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['postalAddress', 'postal address'],
];

/** completeProcuringEntityRegistrationByUuid: the details are checked, then the flag is set. */
export async function completeRegistration(
  db: Db,
  user: AuthUser,
  uuid: string,
): Promise<Institution> {
  const current = await findVisible(db, user, byUuid(uuid));
  const missing = registrationRequirements
    .filter(([column]) => current[column] === null || current[column] === '')
    .map(([, label]) => label);
  if (missing.length > 0) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `Add the institution's ${missing.join(', ')} before completing its registration`,
    );
  }
  const [updated] = await db
    .update(institutions)
    .set({ registrationComplete: true, updatedAt: new Date(), updatedBy: user.email })
    .where(eq(institutions.id, current.id))
    .returning();
  return describeOne(db, updated);
}

/** setIncidentHandlingMode(handlingMethod): on the caller's own institution. */
export async function setIncidentHandlingMode(
  db: Db,
  user: AuthUser,
  mode: IncidentHandlingMode,
): Promise<Institution> {
  if (user.institutionId === null) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Your account belongs to no institution');
  }
  const [updated] = await db
    .update(institutions)
    .set({ incidentHandlingMode: mode, updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(institutions.id, user.institutionId), eq(institutions.deleted, false)))
    .returning();
  if (!updated) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  return describeOne(db, updated);
}

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
