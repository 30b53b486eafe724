import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { assertInScope, findLiveInScope, institutionInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import {
  atVersion,
  findLiveByUuid,
  parseUuid,
  softDeleteById,
  staleOrNotFound,
} from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { administrativeAreas, branches, branchUsers } from '../../db/schema/areas';
import { users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import {
  findInstitutionUsers,
  findLiveInstitution,
  institutionsByIds,
  userRef,
  liveRowsOfInstitution,
} from '../../db/institutionRefs';
import { optionalText, requiredText } from '../../validation/inputs';
import { parseId } from '../../db/entityTable';

type BranchRow = typeof branches.$inferSelect;
type AdministrativeArea = typeof administrativeAreas.$inferSelect;

export const branchInputSchema = z.object({
  uuid: z.uuid().nullish(),
  branchName: requiredText(150, 2),
  branchCode: requiredText(30).regex(/^[A-Za-z0-9.\-_/]+$/, 'Letters, digits and . - _ / only'),
  trackingBranchCode: optionalText(30),
  location: optionalText(250),
  administrativeAreaUuid: z.uuid().nullish(),
  /** Platform administrators name the institution; everyone else creates in their own. */
  institutionUuid: z.uuid().nullish(),
  /** The branch's staff; when given, it replaces them (users move from any other branch). */
  userUuids: z.array(z.uuid()).max(500).nullish(),
  active: z.boolean().nullish(),
  version: recordVersion,
});

const describeBranch = async (db: Db, row: BranchRow) => (await describeBranches(db, [row]))[0];

/** Why an update of a branch changed nothing: it moved on from the version given (or is gone). */
const staleBranch = (db: Db, id: number) =>
  staleOrNotFound(db, branches, eq(branches.id, id), 'Branch not found', (row: BranchRow) =>
    describeBranch(db, row),
  );

/** Branches with their administrative area, institution and users, as the GraphQL type Branch. */
async function describeBranches(db: Db, rows: BranchRow[]) {
  if (rows.length === 0) return [];
  const areaIds = [
    ...new Set(rows.flatMap((b) => (b.administrativeAreaId ? [b.administrativeAreaId] : []))),
  ];
  const areas =
    areaIds.length === 0
      ? []
      : await db.select().from(administrativeAreas).where(inArray(administrativeAreas.id, areaIds));
  const institutionById = await institutionsByIds(
    db,
    rows.map((b) => b.institutionId),
  );
  const staff = await db
    .select({ branchId: branchUsers.branchId, ...userRef })
    .from(branchUsers)
    .innerJoin(users, eq(users.id, branchUsers.userId))
    .where(
      and(
        inArray(
          branchUsers.branchId,
          rows.map((b) => b.id),
        ),
        eq(users.deleted, false),
      ),
    )
    .orderBy(asc(users.fullName));
  return rows.map((branch) => ({
    ...branch,
    administrativeArea: areas.find((a) => a.id === branch.administrativeAreaId) ?? null,
    institution: institutionById.get(branch.institutionId)!,
    users: staff.filter((s) => s.branchId === branch.id),
  }));
}

/** The live branches of one institution by name (an institution has tens, not thousands). */
async function listBranches(db: Db, institutionId: number) {
  const rows = await liveRowsOfInstitution(db, branches, institutionId, branches.branchName);
  return describeBranches(db, rows);
}

export const listMyBranches = (db: Db, user: AuthUser) =>
  listBranches(db, institutionInScope(user));

export async function listBranchesByInstitutionId(db: Db, user: AuthUser, institutionId: unknown) {
  const id = institutionInScope(user, parseId(institutionId, 'institutionId'));
  await findLiveInstitution(db, { id });
  return listBranches(db, id);
}

export async function listBranchesByInstitutionUuid(db: Db, user: AuthUser, uuid: string) {
  const institution = await findLiveInstitution(db, { uuid });
  return listBranches(db, institutionInScope(user, institution.id));
}

/** The institution a new branch belongs to: the named one (platform administrators) or one's own. */
async function institutionForNewBranch(db: Db, user: AuthUser, institutionUuid?: string | null) {
  if (!institutionUuid) return institutionInScope(user);
  const institution = await findLiveInstitution(db, { uuid: institutionUuid });
  return institutionInScope(user, institution.id);
}

/** Creates a branch or updates the live one with input.uuid, and sets its staff when given. */
export async function saveBranch(db: Db, user: AuthUser, rawInput: unknown) {
  const input = branchInputSchema.parse(rawInput);
  const existing = input.uuid
    ? await findLiveByUuid<BranchRow>(db, branches, input.uuid)
    : undefined;
  if (existing) assertInScope(user, existing.institutionId);
  const institutionId =
    existing?.institutionId ?? (await institutionForNewBranch(db, user, input.institutionUuid));
  if (existing && input.institutionUuid) {
    const named = await findLiveInstitution(db, { uuid: input.institutionUuid });
    if (named.id !== existing.institutionId) {
      throw new AppError(ResponseCode.INVALID_INPUT, 'A branch cannot move to another institution');
    }
  }
  const area = input.administrativeAreaUuid
    ? await findUsableArea(db, input.administrativeAreaUuid)
    : null;
  const staff =
    input.userUuids == null
      ? null
      : await findInstitutionUsers(db, institutionId, input.userUuids, { allowEmpty: true });
  const fields = {
    branchName: input.branchName,
    branchCode: input.branchCode,
    trackingBranchCode: input.trackingBranchCode,
    location: input.location,
    administrativeAreaId: area?.id ?? null,
  };
  const saved = await db.transaction(async (tx) => {
    const [branch] = existing
      ? await tx
          .update(branches)
          .set({
            ...fields,
            active: input.active ?? existing.active,
            updatedAt: new Date(),
            updatedBy: user.email,
          })
          .where(and(eq(branches.id, existing.id), atVersion(branches, input.version)))
          .returning()
      : await tx
          .insert(branches)
          .values({ ...fields, institutionId, active: input.active ?? true, createdBy: user.email })
          .returning();
    if (!branch) throw await staleBranch(tx, existing!.id);
    if (staff) {
      await tx.delete(branchUsers).where(eq(branchUsers.branchId, branch.id));
      if (staff.length > 0) {
        // A user works at one branch: moving them here takes them off any other.
        await tx.delete(branchUsers).where(
          inArray(
            branchUsers.userId,
            staff.map((s) => s.id),
          ),
        );
        await tx
          .insert(branchUsers)
          .values(
            staff.map((s) => ({ branchId: branch.id, userId: s.id, assignedBy: user.email })),
          );
      }
    }
    return branch;
  });
  return (await describeBranches(db, [saved]))[0];
}

/** deleteBranch(id): soft delete; its staff are freed to join another branch. */
export async function deleteBranch(db: Db, user: AuthUser, rawId: unknown, version?: number) {
  const id = parseId(rawId);
  const branch = await findLiveInScope(db, user, branches, eq(branches.id, id), 'Branch not found');
  const deleted = await db.transaction(async (tx) => {
    await tx.delete(branchUsers).where(eq(branchUsers.branchId, branch.id));
    return softDeleteById(tx, branches, branch.id, user.email, version, (row) =>
      describeBranch(tx, row),
    );
  });
  return (await describeBranches(db, [deleted]))[0];
}

/** The live area with this uuid that a branch may be placed in (active), or bad input. */
async function findUsableArea(db: Db, uuid: string): Promise<AdministrativeArea> {
  const [row] = await db
    .select()
    .from(administrativeAreas)
    .where(
      and(
        eq(administrativeAreas.uuid, parseUuid(uuid)),
        eq(administrativeAreas.deleted, false),
        eq(administrativeAreas.active, true),
      ),
    );
  if (!row)
    throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown or inactive administrative area');
  return row;
}
