import { aliasedTable, and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import { swahiliColumns, swahiliFieldsOf } from '../../reference-kit/translations';
import { z } from 'zod';
import { procurementStageTypes } from '../../../contract/procurementReference';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import {
  atVersion,
  findLiveByUuid,
  parseUuid,
  liveIdByUuid,
  staleOrNotFound,
  updateLiveByUuid,
} from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import {
  procurementMethods,
  procurementStages,
  procurementStageToStageTimes,
} from '../../db/schema/planning';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';

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
  nameSw: stage.nameSw,
  procurementStageTypeEnum: stage.procurementStageTypeEnum,
  position: stage.position,
});

/** Stage-to-stage times with their current and next stage, in stage order. */
const selectStageTimes = (db: Db, where: SQL | undefined) =>
  db
    .select({
      uuid: procurementStageToStageTimes.uuid,
      days: procurementStageToStageTimes.days,
      updatedAt: procurementStageToStageTimes.updatedAt,
      updatedBy: procurementStageToStageTimes.updatedBy,
      version: procurementStageToStageTimes.version,
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
  const methodId = await liveIdByUuid(db, procurementMethods, parseUuid(methodUuid));
  if (methodId === undefined) {
    throw new AppError(ResponseCode.NOT_FOUND, 'Procurement method not found');
  }
  return selectStageTimes(
    db,
    and(
      eq(procurementStageToStageTimes.procurementMethodId, methodId),
      eq(procurementStageToStageTimes.deleted, false),
    ),
  );
}

/**
 * Deletes a stage (soft) together with the stage-to-stage times that lead to or from it, so no live
 * time points at a deleted stage.
 */
export async function deleteStage(db: Db, user: AuthUser, uuid: string, version?: number) {
  const deleted = { deleted: true, updatedAt: new Date(), updatedBy: user.email };
  return db.transaction(async (tx) => {
    const stage = await updateLiveByUuid<Stage>(
      tx,
      procurementStages,
      uuid,
      { deleted: true },
      user.email,
      undefined,
      version,
      'Procurement stage not found',
    );
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

/** One stage-to-stage time (live or not) as the operations answer it. */
const describeStageTime = async (db: Db, id: number) =>
  (await selectStageTimes(db, eq(procurementStageToStageTimes.id, id)))[0];

type StageTimeRow = typeof procurementStageToStageTimes.$inferSelect;

/**
 * Writes columns of the live stage-to-stage time with this uuid as the actor's change, only while it is
 * still at `version` (decision 103: the check is the write's own WHERE, so of two writes from one
 * version exactly one wins; none given is not checked), and answers it. When nothing matched:
 * STALE_VERSION with the time as it is now, or NOT_FOUND.
 */
async function writeStageTime(
  db: Db,
  uuid: string,
  columns: Partial<StageTimeRow>,
  actor: string,
  version: number | null | undefined,
) {
  const identity = eq(procurementStageToStageTimes.uuid, parseUuid(uuid));
  const [time] = await db
    .update(procurementStageToStageTimes)
    .set({ ...columns, updatedAt: new Date(), updatedBy: actor })
    .where(
      and(
        identity,
        eq(procurementStageToStageTimes.deleted, false),
        atVersion(procurementStageToStageTimes, version),
      ),
    )
    .returning({ id: procurementStageToStageTimes.id });
  if (!time) {
    throw await staleOrNotFound(
      db,
      procurementStageToStageTimes,
      identity,
      'Stage-to-stage time not found',
      (row: StageTimeRow) => describeStageTime(db, row.id),
    );
  }
  return describeStageTime(db, time.id);
}

/** Deletes a stage-to-stage time (soft), based on the version the caller read. */
export const deleteStageTime = (db: Db, user: AuthUser, uuid: string, version?: number) =>
  writeStageTime(db, uuid, { deleted: true }, user.email, version);

/** createUpdateProcurementStage(procurementStage): no uuid creates, a uuid updates. */
export const procurementStageInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: requiredText(150, 2),
  procurementStageTypeEnum: z.enum(procurementStageTypes),
  /** Where the stage comes in the order (0 first). */
  position: z.number().int().min(0).max(1000),
  version: recordVersion,
});

export async function saveStage(db: Db, user: AuthUser, rawInput: unknown) {
  const input = procurementStageInputSchema.parse(rawInput);
  const fields = {
    name: input.name,
    // The Swahili name, as every reference list saves it (reference-kit/translations.ts).
    ...swahiliColumns(swahiliFieldsOf(procurementStages), rawInput),
    procurementStageTypeEnum: input.procurementStageTypeEnum,
    position: input.position,
  };
  const stage = input.uuid
    ? await updateLiveByUuid<Stage>(
        db,
        procurementStages,
        input.uuid,
        fields,
        user.email,
        undefined,
        input.version,
        'Procurement stage not found',
      )
    : (
        await db
          .insert(procurementStages)
          .values({ ...fields, createdBy: user.email })
          .returning()
      )[0];
  return { row: stage, created: !input.uuid };
}

/** createUpdateProcurementStageToStageTime(stageToStageTime): days a method allows between stages. */
export const stageToStageTimeInputSchema = z
  .object({
    uuid: z.uuid().nullish(),
    procurementMethodUuid: z.uuid(),
    currentStageUuid: z.uuid(),
    nextStageUuid: z.uuid(),
    days: z.number().int().min(0).max(365),
    version: recordVersion,
  })
  .refine((input) => input.currentStageUuid !== input.nextStageUuid, {
    error: 'The next stage must differ from the current stage',
    path: ['nextStageUuid'],
  });

type Stage = typeof procurementStages.$inferSelect;

/**
 * Creates or updates a stage-to-stage time. The next stage must come after the current one, and a
 * method has one live time per pair of stages (a second one would make the timeline ambiguous).
 */
export async function saveStageTime(db: Db, user: AuthUser, rawInput: unknown) {
  const input = stageToStageTimeInputSchema.parse(rawInput);
  const method = await findLiveByUuid<{ id: number }>(
    db,
    procurementMethods,
    input.procurementMethodUuid,
  ).catch(() => {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown procurement method');
  });
  const [from, to] = await Promise.all(
    [input.currentStageUuid, input.nextStageUuid].map((uuid) =>
      findLiveByUuid<Stage>(db, procurementStages, uuid).catch(() => {
        throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown procurement stage');
      }),
    ),
  );
  if (to.position <= from.position) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'The next stage must come after the current stage',
    );
  }
  const fields = {
    procurementMethodId: method.id,
    currentStageId: from.id,
    nextStageId: to.id,
    days: input.days,
  };
  return db.transaction(async (tx) => {
    const samePair = and(
      eq(procurementStageToStageTimes.procurementMethodId, method.id),
      eq(procurementStageToStageTimes.currentStageId, from.id),
      eq(procurementStageToStageTimes.nextStageId, to.id),
      eq(procurementStageToStageTimes.deleted, false),
      input.uuid ? ne(procurementStageToStageTimes.uuid, input.uuid) : undefined,
    );
    const [clash] = await tx
      .select({ id: procurementStageToStageTimes.id })
      .from(procurementStageToStageTimes)
      .where(samePair);
    if (clash) {
      throw new AppError(
        ResponseCode.DUPLICATE,
        'This method already has a time from that stage to that stage',
      );
    }
    if (input.uuid) {
      const row = await writeStageTime(
        tx as unknown as Db,
        input.uuid,
        fields,
        user.email,
        input.version,
      );
      return { row, created: false };
    }
    const [time] = await tx
      .insert(procurementStageToStageTimes)
      .values({ ...fields, createdBy: user.email })
      .returning({ id: procurementStageToStageTimes.id });
    return { row: await describeStageTime(tx as unknown as Db, time.id), created: true };
  });
}
