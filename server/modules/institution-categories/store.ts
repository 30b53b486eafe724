import { and, eq, sql } from 'drizzle-orm';
import type { InstitutionCategoryInput } from '../../../contract/institutionCategories';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { namedListSpec } from '../../reference-kit/store';
import {
  findLiveByUuid,
  parseUuid,
  softDeleteByUuid,
  updateLiveByUuid,
} from '../../db/entityTable';
import { fetchPage, type PageParam } from '../../db/paging';
import { institutions } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';
import { listFields } from '../../../contract/listFields';

export type InstitutionCategory = typeof institutionCategories.$inferSelect;

// The spec has no find-by-uuid for categories: the edit screen reads one through the list (uuid filter).
export const institutionCategoryListSpec = namedListSpec(
  institutionCategories,
  listFields.InstitutionCategory,
);

export const listInstitutionCategories = (db: Db, pageParam: PageParam | null | undefined) =>
  fetchPage<InstitutionCategory>(db, institutionCategories, institutionCategoryListSpec, {
    pageParam,
  });

/** Creates a category, or renames / (de)activates the live one with input.uuid. */
export async function saveInstitutionCategory(
  db: Db,
  // The Swahili name as the reference kit reads it (translations.ts): absent leaves it as it was.
  input: InstitutionCategoryInput & { nameSw?: string | null },
  actor: string,
): Promise<InstitutionCategory> {
  if (!input.uuid) {
    const [created] = await db
      .insert(institutionCategories)
      .values({
        name: input.name,
        nameSw: input.nameSw,
        active: input.active ?? true,
        createdBy: actor,
      })
      .returning();
    return created;
  }
  return updateLiveByUuid<InstitutionCategory>(
    db,
    institutionCategories,
    input.uuid,
    { name: input.name, nameSw: input.nameSw, active: input.active ?? undefined },
    actor,
    undefined,
    input.version,
    'Institution category not found',
  );
}

/** Soft delete; refused (IN_USE) while a live institution is of this category. */
export async function deleteInstitutionCategory(
  db: Db,
  uuid: string,
  actor: string,
  version?: number,
): Promise<InstitutionCategory> {
  const category = await findLiveByUuid<InstitutionCategory>(
    db,
    institutionCategories,
    parseUuid(uuid),
  );
  const [{ n }] = await db
    .select({ n: sql<string>`count(*)` })
    .from(institutions)
    .where(and(eq(institutions.categoryId, category.id), eq(institutions.deleted, false)));
  if (Number(n) > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `${Number(n)} institution(s) are of the category "${category.name}"; move them to another category first`,
    );
  }
  return softDeleteByUuid<InstitutionCategory>(
    db,
    institutionCategories,
    uuid,
    actor,
    undefined,
    version,
  );
}
