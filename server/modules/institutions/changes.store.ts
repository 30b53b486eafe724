import { and, eq, sql } from 'drizzle-orm';
import type { IncidentHandlingMode } from '../../../contract/institutions';
import type { InstitutionInput } from './inputs';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { institutions, users } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';
import {
  byId,
  byUuid,
  describeOne,
  findVisible,
  type Institution,
  type InstitutionRow,
} from './queries.store';
import { atVersion, liveIdByUuid, softDeleteById, staleOrNotFound } from '../../db/entityTable';

/** Creating, deleting and acting on other institutions is for platform administrators only. */
export function requirePlatformAdministrator(user: AuthUser, action: string): void {
  if (!actsAcrossInstitutions(user)) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      `Only platform administrators ${action}; you may read and update your own institution`,
    );
  }
}

/** The category and parent an input names, as ids; unknown ones are bad input (9001). */
export async function resolveInstitutionReferences(
  db: Db,
  input: Pick<InstitutionInput, 'categoryUuid' | 'parentUuid' | 'isLowerLevel'>,
  selfId?: number,
): Promise<{ categoryId: number | null; parentId: number | null }> {
  let categoryId: number | null = null;
  if (input.categoryUuid) {
    const category = await liveIdByUuid(db, institutionCategories, input.categoryUuid);
    if (category === undefined)
      throw new AppError(ResponseCode.INVALID_INPUT, 'categoryUuid: Unknown institution category');
    categoryId = category;
  }
  if (!input.isLowerLevel || !input.parentUuid) return { categoryId, parentId: null };
  const [parent] = await db
    .select({ id: institutions.id, isLowerLevel: institutions.isLowerLevel })
    .from(institutions)
    .where(and(eq(institutions.uuid, input.parentUuid), eq(institutions.deleted, false)));
  if (!parent)
    throw new AppError(ResponseCode.INVALID_INPUT, 'parentUuid: Unknown parent institution');
  // One level only: a lower-level institution belongs to a main one (docs/decisions.md).
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
  return writeInstitution(
    db,
    user,
    current.id,
    { ...contactFields(input), ...references, isLowerLevel: input.isLowerLevel, active },
    input.version,
  );
}

/**
 * Writes changes to one institution, stamped with who and when, and answers it described; refused
 * (9012) when it is no longer at the version the change was based on, if one was given.
 */
async function writeInstitution(
  db: Db,
  user: AuthUser,
  id: InstitutionRow['id'],
  changes: Partial<InstitutionRow>,
  version?: number | null,
): Promise<Institution> {
  const [updated] = await db
    .update(institutions)
    .set({ ...changes, updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(institutions.id, id), atVersion(institutions, version)))
    .returning();
  if (!updated) {
    throw await staleOrNotFound(db, institutions, eq(institutions.id, id), undefined, (row) =>
      describeOne(db, row),
    );
  }
  return describeOne(db, updated);
}

/** How many live rows of a table point at an institution through a column. */
async function countLiveRows(
  db: Db,
  table: typeof users | typeof institutions,
  column: typeof users.institutionId | typeof institutions.parentId,
  institutionId: InstitutionRow['id'],
) {
  const [{ n }] = await db
    .select({ n: sql<string>`count(*)` })
    .from(table)
    .where(and(eq(column, institutionId), eq(table.deleted, false)));
  return Number(n);
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
  return writeInstitution(db, user, current.id, { active });
}

/** Soft delete, refused (IN_USE) while live users or lower-level institutions belong to it. */
export async function deleteInstitution(
  db: Db,
  user: AuthUser,
  uuid: string,
  version?: number,
): Promise<Institution> {
  requirePlatformAdministrator(user, 'delete institutions');
  const current = await findVisible(db, user, byUuid(uuid));
  const userCount = await countLiveRows(db, users, users.institutionId, current.id);
  if (userCount > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${current.name} has ${userCount} user account(s); delete or move them before deleting the institution`,
    );
  }
  const childCount = await countLiveRows(db, institutions, institutions.parentId, current.id);
  if (childCount > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${current.name} has ${childCount} lower-level institution(s); delete or move them first`,
    );
  }
  const deleted = await softDeleteById(db, institutions, current.id, user.email, version, (row) =>
    describeOne(db, row),
  );
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
  return writeInstitution(db, user, current.id, { registrationComplete: true });
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
