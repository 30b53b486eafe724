import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import {
  findLiveInScope,
  institutionInScope,
  institutionForCaller,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { institutionListPager } from '../../reference-kit/scope';
import { tableListSpec } from '../../db/paging';
import { designations } from '../../db/schema/departments';
import { AppError } from '../../errors';
import { parseId } from '../../db/entityTable';
import {
  findInstitutionId,
  institutionsByIds,
  liveRowsOfInstitution,
} from '../../db/institutionRefs';
import { requiredText } from '../../validation/inputs';

type DesignationRow = typeof designations.$inferSelect;

export const designationInputSchema = z.object({
  name: requiredText(150, 2),
  /** Platform administrators name the institution; everyone else's designations go to their own. */
  institutionUuid: z.uuid().nullish(),
});

/** Adds the institution's uuid and name to designation rows (one query). */
async function describeDesignations(db: Db, rows: DesignationRow[]) {
  const institutionById = await institutionsByIds(
    db,
    rows.map((row) => row.institutionId),
  );
  return rows.map((row) => {
    const institution = institutionById.get(row.institutionId);
    return {
      ...row,
      institutionUuid: institution?.uuid ?? '',
      institutionName: institution?.name ?? '',
    };
  });
}

/** One institution's live designations by name (a whole list: an institution has tens of them). */
async function listDesignationsOf(db: Db, institutionId: number) {
  const rows = await liveRowsOfInstitution(db, designations, institutionId, designations.name);
  return describeDesignations(db, rows);
}

/** myInstitutionDesignations */
export const listMyDesignations = (db: Db, user: AuthUser) =>
  listDesignationsOf(db, institutionInScope(user));

/** getAllDesignationsByInstitution(institutionId) */
export const listDesignationsOfInstitution = async (
  db: Db,
  user: AuthUser,
  institutionId: unknown,
) =>
  listDesignationsOf(
    db,
    institutionInScope(user, await findInstitutionId(db, { id: institutionId })),
  );

const designationList = tableListSpec(designations, {
  sortable: ['name', 'createdAt'],
  defaultSort: 'name',
  filterable: { name: 'contains' },
});

/** The designations screen: of the named institution, or of all (platform admins) or one's own. */
export const pageDesignations = institutionListPager({
  table: designations,
  spec: designationList,
  scopeOf: (id) => eq(designations.institutionId, id),
  describe: describeDesignations,
});

/** createDesignation: a new designation of the caller's institution (or the named one). */
export async function createDesignation(db: Db, user: AuthUser, input: unknown) {
  const dto = designationInputSchema.parse(input);
  const institutionId = await institutionForCaller(db, user, dto.institutionUuid);
  const [row] = await db
    .insert(designations)
    .values({ name: dto.name, institutionId, createdBy: user.email })
    .returning();
  return (await describeDesignations(db, [row]))[0];
}

/** deleteDesignation(id): soft delete, inside the caller's institution. */
export async function deleteDesignation(db: Db, user: AuthUser, id: unknown) {
  const designationId = parseId(id, 'id');
  await findLiveInScope(
    db,
    user,
    designations,
    eq(designations.id, designationId),
    'Designation not found',
  );
  const [deleted] = await db
    .update(designations)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(designations.id, designationId), eq(designations.deleted, false)))
    .returning();
  if (!deleted) throw new AppError(ResponseCode.NOT_FOUND, 'Designation not found');
  return (await describeDesignations(db, [deleted]))[0];
}
