import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import {
  criteriaCompletion,
  listNegotiationAreas,
  stageCompletion,
  summarizeMemberEvaluation,
  summarizeSubmission,
} from './store';
import { storeOperation } from '../../graphql/guards';

/** Evaluation of submissions: progress, completion and negotiation areas. */
export const evaluationResolvers = {
  Query: {
    getTendererTenderSubmissionSummary: signedInOperation(
      async (args: { submissionUuid: string; entityType: string }, { db, user }) =>
        successList(await summarizeSubmission(db, user, args.submissionUuid, args.entityType)),
    ),
    getMemberStageEvaluationSummary: storeOperation(
      'signedIn',
      (args: { evaluationUuid: string }, { db, user }) =>
        summarizeMemberEvaluation(db, user, args.evaluationUuid),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStage: signedInOperation(
      async (args: { evaluationUuid: string }, { db, user }) =>
        successList(await stageCompletion(db, user, args.evaluationUuid)),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid: storeOperation(
      'signedIn',
      (args: { memberEvaluationStageUuid: string }, { db, user }) =>
        criteriaCompletion(db, user, args.memberEvaluationStageUuid),
    ),
    getNegotiationAreaCriterias: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listNegotiationAreas(db)),
    ),
  },
};
