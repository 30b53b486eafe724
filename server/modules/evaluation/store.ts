import { and, asc, eq, sql } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import {
  evaluationCriteria,
  memberEvaluationStages,
  negotiationAreaCriteria,
  submissionCriteria,
  submissions,
} from '../../db/schema/evaluation';
import { tenderers } from '../../db/schema/tenderers';
import { AppError } from '../../errors';

const percentageOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** Progress by criteria group of a submission: its tenderer's own, or any with evaluation.read. */
export async function summarizeSubmission(
  db: Db,
  user: AuthUser,
  submissionUuid: string,
  entityType: string,
) {
  const [submission] = await db
    .select({ id: submissions.id, ownerUserId: tenderers.userId })
    .from(submissions)
    .innerJoin(tenderers, eq(tenderers.id, submissions.tendererId))
    .where(
      and(
        eq(submissions.uuid, parseUuid(submissionUuid)),
        eq(submissions.entityType, entityType),
        eq(submissions.deleted, false),
      ),
    );
  if (!user.permissions.has('evaluation.read') && submission?.ownerUserId !== user.id) {
    throw new AppError(ResponseCode.FORBIDDEN);
  }
  if (!submission) throw new AppError(ResponseCode.NOT_FOUND);
  const groups = await db
    .select({
      criteriaGroupUuid: submissionCriteria.criteriaGroupUuid,
      criteriaGroupName: submissionCriteria.criteriaGroupName,
      totalCriteria: sql<number>`count(*)::int`,
      totalSubmittedCriteria: sql<number>`count(*) FILTER (WHERE ${submissionCriteria.isSubmitted})::int`,
    })
    .from(submissionCriteria)
    .where(
      and(
        eq(submissionCriteria.submissionId, submission.id),
        eq(submissionCriteria.deleted, false),
      ),
    )
    .groupBy(submissionCriteria.criteriaGroupUuid, submissionCriteria.criteriaGroupName)
    .orderBy(asc(submissionCriteria.criteriaGroupName));
  return groups.map((group) => ({
    ...group,
    percentage: percentageOf(group.totalSubmittedCriteria, group.totalCriteria),
  }));
}

/** The member's own stages of an evaluation, with completed and total criteria counts. */
async function myStages(db: Db, user: AuthUser, evaluationUuid: string) {
  return db
    .select({
      id: memberEvaluationStages.id,
      uuid: memberEvaluationStages.uuid,
      name: memberEvaluationStages.name,
      total: sql<number>`count(${evaluationCriteria.id})::int`,
      completed: sql<number>`count(${evaluationCriteria.id}) FILTER (WHERE ${evaluationCriteria.isCompleted})::int`,
      totalScore: sql<number>`coalesce(sum(${evaluationCriteria.maxScore}), 0)::int`,
      evaluatedScore: sql<number>`coalesce(sum(${evaluationCriteria.score}), 0)::int`,
    })
    .from(memberEvaluationStages)
    .leftJoin(
      evaluationCriteria,
      and(
        eq(evaluationCriteria.stageId, memberEvaluationStages.id),
        eq(evaluationCriteria.deleted, false),
      ),
    )
    .where(
      and(
        eq(memberEvaluationStages.evaluationUuid, parseUuid(evaluationUuid)),
        eq(memberEvaluationStages.memberUserId, user.id),
        eq(memberEvaluationStages.deleted, false),
      ),
    )
    .groupBy(memberEvaluationStages.id)
    .orderBy(asc(memberEvaluationStages.position));
}

export async function summarizeMemberEvaluation(db: Db, user: AuthUser, evaluationUuid: string) {
  const stages = await myStages(db, user, evaluationUuid);
  return {
    totalScore: stages.reduce((sum, stage) => sum + stage.totalScore, 0),
    evaluatedScore: stages.reduce((sum, stage) => sum + stage.evaluatedScore, 0),
  };
}

export async function stageCompletion(db: Db, user: AuthUser, evaluationUuid: string) {
  const stages = await myStages(db, user, evaluationUuid);
  return stages.map((stage) => ({
    uuid: stage.uuid,
    name: stage.name,
    isCompleted: stage.total > 0 && stage.completed === stage.total,
  }));
}

/** One of the member's stages: its criteria and progress = completed over total (0 to 100). */
export async function criteriaCompletion(
  db: Db,
  user: AuthUser,
  memberEvaluationStageUuid: string,
) {
  const [stage] = await db
    .select({ id: memberEvaluationStages.id, memberUserId: memberEvaluationStages.memberUserId })
    .from(memberEvaluationStages)
    .where(eq(memberEvaluationStages.uuid, parseUuid(memberEvaluationStageUuid)));
  if (!stage || stage.memberUserId !== user.id) throw new AppError(ResponseCode.NOT_FOUND);
  const criteria = await db
    .select({
      uuid: evaluationCriteria.uuid,
      name: evaluationCriteria.name,
      isCompleted: evaluationCriteria.isCompleted,
    })
    .from(evaluationCriteria)
    .where(and(eq(evaluationCriteria.stageId, stage.id), eq(evaluationCriteria.deleted, false)))
    .orderBy(asc(evaluationCriteria.id));
  const completed = criteria.filter((criterion) => criterion.isCompleted).length;
  return {
    progress: percentageOf(completed, criteria.length),
    completed,
    total: criteria.length,
    criteria,
  };
}

export const listNegotiationAreas = (db: Db) =>
  db
    .select({
      uuid: negotiationAreaCriteria.uuid,
      name: negotiationAreaCriteria.name,
      description: negotiationAreaCriteria.description,
    })
    .from(negotiationAreaCriteria)
    .where(
      and(eq(negotiationAreaCriteria.deleted, false), eq(negotiationAreaCriteria.active, true)),
    )
    .orderBy(asc(negotiationAreaCriteria.id));
