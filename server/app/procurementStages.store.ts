import { aliasedTable, and, asc, eq, or, type SQL } from 'drizzle-orm';
import { ResponseCode } from '../../contract/responseCodes';
import type { AuthUser } from '../auth/currentUser';
import type { Db } from '../db/client';
import { parseUuid } from '../db/entityTable';
import {
  procurementMethods,
  procurementStages,
  procurementStageToStageTimes,
} from '../db/schema/planning';
import { AppError } from '../graphql/result';

export const listStages = (db: Db) =>
  db
    .select()
    .from(procurementStages)
    .where(eq(procurementStages.deleted, false))
    .orderBy(asc(procurementStages.position), asc(procurementStages.id));

const currentStage = aliasedTable(procurementStages, 'current_stage');
const nextStage = aliasedTable(procurementStages, 'next_stage');

const stageFields = (stage: typeof currentStage) => ({
  uuid: stage.uuid,
  name: stage.name,
  procurementStageTypeEnum: stage.procurementStageTypeEnum,
  position: stage.position,
});

/** Stage-to-stage times with their current and next stage, in stage order. */
const selectStageTimes = (db: Db, where: SQL | undefined) =>
  db
    .select({
      uuid: procurementStageToStageTimes.uuid,
      days: procurementStageToStageTimes.days,
      currentStage: stageFields(currentStage),
      nextStage: stageFields(nextStage),
    })
    .from(procurementStageToStageTimes)
    .innerJoin(currentStage, eq(currentStage.id, procurementStageToStageTimes.currentStageId))
    .innerJoin(nextStage, eq(nextStage.id, procurementStageToStageTimes.nextStageId))
    .where(where)
    .orderBy(asc(currentStage.position));

/** A method's live stage-to-stage times in stage order. */
export async function listStageTimesOfMethod(db: Db, methodUuid: string) {
  const [method] = await db
    .select({ id: procurementMethods.id })
    .from(procurementMethods)
    .where(
      and(
        eq(procurementMethods.uuid, parseUuid(methodUuid)),
        eq(procurementMethods.deleted, false),
      ),
    );
  if (!method) throw new AppError(ResponseCode.NOT_FOUND, 'Procurement method not found');
  return selectStageTimes(
    db,
    and(
      eq(procurementStageToStageTimes.procurementMethodId, method.id),
      eq(procurementStageToStageTimes.deleted, false),
    ),
  );
}

/**
 * Deletes a stage (soft) together with the stage-to-stage times that lead to or from it, so no live
 * time points at a deleted stage.
 */
export async function deleteStage(db: Db, user: AuthUser, uuid: string) {
  const deleted = { deleted: true, updatedAt: new Date(), updatedBy: user.email };
  return db.transaction(async (tx) => {
    const [stage] = await tx
      .update(procurementStages)
      .set(deleted)
      .where(and(eq(procurementStages.uuid, parseUuid(uuid)), eq(procurementStages.deleted, false)))
      .returning();
    if (!stage) throw new AppError(ResponseCode.NOT_FOUND, 'Procurement stage not found');
    await tx
      .update(procurementStageToStageTimes)
      .set(deleted)
      .where(
        and(
          eq(procurementStageToStageTimes.deleted, false),
          or(
            eq(procurementStageToStageTimes.currentStageId, stage.id),
            eq(procurementStageToStageTimes.nextStageId, stage.id),
          ),
        ),
      );
    return stage;
  });
}

export async function deleteStageTime(db: Db, user: AuthUser, uuid: string) {
  const [time] = await db
    .update(procurementStageToStageTimes)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
    .where(
      and(
        eq(procurementStageToStageTimes.uuid, parseUuid(uuid)),
        eq(procurementStageToStageTimes.deleted, false),
      ),
    )
    .returning();
  if (!time) throw new AppError(ResponseCode.NOT_FOUND, 'Stage-to-stage time not found');
  const [deleted] = await selectStageTimes(db, eq(procurementStageToStageTimes.id, time.id));
  return deleted;
}
