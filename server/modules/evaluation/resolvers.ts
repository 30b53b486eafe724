import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  criteriaCompletion,
  listNegotiationAreas,
  stageCompletion,
  summarizeMemberEvaluation,
  summarizeSubmission,
} from './store';

/** Evaluation of submissions: progress, completion and negotiation areas. */
export const evaluationResolvers = {
  Query: {
    getTendererTenderSubmissionSummary: signedInOperation(
      async (args: { submissionUuid: string; entityType: string }, { db, user }) =>
        successList(await summarizeSubmission(db, user, args.submissionUuid, args.entityType)),
    ),
    getMemberStageEvaluationSummary: signedInOperation(
      async (args: { evaluationUuid: string }, { db, user }) =>
        success(await summarizeMemberEvaluation(db, user, args.evaluationUuid)),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStage: signedInOperation(
      async (args: { evaluationUuid: string }, { db, user }) =>
        successList(await stageCompletion(db, user, args.evaluationUuid)),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid: signedInOperation(
      async (args: { memberEvaluationStageUuid: string }, { db, user }) =>
        success(await criteriaCompletion(db, user, args.memberEvaluationStageUuid)),
    ),
    getNegotiationAreaCriterias: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listNegotiationAreas(db)),
    ),
  },
};
