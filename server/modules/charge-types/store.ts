import type { ChargeTypeDto } from '../../../contract/validation';
import type { Db } from '../../db/client';
import { namedListSpec } from '../../reference-kit/store';
import { findLiveByUuid, softDeleteByUuid, updateLiveByUuid } from '../../db/entityTable';
import { fetchPage, type PageParam } from '../../db/paging';
import { chargeTypes } from '../../db/schema/billing';
import { listFields } from '../../../contract/listFields';

export type ChargeType = typeof chargeTypes.$inferSelect;

const listSpec = namedListSpec(chargeTypes, listFields.ChargeType);

export const listChargeTypes = (
  db: Db,
  deleted: boolean,
  pageParam: PageParam | null | undefined,
) => fetchPage<ChargeType>(db, chargeTypes, listSpec, { deleted, pageParam });

export const findChargeType = (db: Db, uuid: string) =>
  findLiveByUuid<ChargeType>(db, chargeTypes, uuid);

/** Creates a charge type, or updates the live one with dto.uuid (only the fields it was given). */
export async function saveChargeType(
  db: Db,
  dto: ChargeTypeDto,
  actor: string,
): Promise<ChargeType> {
  const unitOfMeasure = dto.unitOfMeasure === undefined ? undefined : dto.unitOfMeasure || null;
  if (!dto.uuid) {
    const [created] = await db
      .insert(chargeTypes)
      .values({ name: dto.name, unitOfMeasure, active: dto.active ?? true, createdBy: actor })
      .returning();
    return created;
  }
  return updateLiveByUuid<ChargeType>(
    db,
    chargeTypes,
    dto.uuid,
    { name: dto.name, unitOfMeasure, active: dto.active },
    actor,
    undefined,
    dto.version,
  );
}

export const deleteChargeType = (db: Db, uuid: string, actor: string, version?: number) =>
  softDeleteByUuid<ChargeType>(db, chargeTypes, uuid, actor, undefined, version);
