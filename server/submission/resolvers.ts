import { ResponseCode } from '../../contract/responseCodes';
import type { RequestContext } from '../graphql/context';
import type { AppInput } from '../db/appPaging';
import { publicOperation, signedInOperation } from '../graphql/operation';
import { AppError } from '../errors';
import { success } from '../graphql/result';
import { allowAttempt } from '../onboarding/attempts';
import { completeBidChange } from './bidChanges.store';
import { pageMyClarifications, summarizeMyClarifications } from './clarifications.store';
import {
  criteriaCompletion,
  listNegotiationAreas,
  stageCompletion,
  summarizeMemberEvaluation,
  summarizeSubmission,
} from './evaluation.store';
import { readableTendererId, tendererSections } from '../uaa/tendererProfile.store';

type SectionArgs = { tendererUuid: string; deleted?: boolean | null };

const sectionRead = (section: 'workEquipments' | 'workExperiences') =>
  signedInOperation(async (args: SectionArgs, { db, user }) => {
    const tendererId = await readableTendererId(db, user, args.tendererUuid);
    return {
      ...success(null),
      dataList: await tendererSections[section](db, tendererId, args.deleted ?? false),
    };
  });

type BidChangeArgs = { action: string; token: string };

const linkLimit = { scope: 'bid-change-link', limit: 30, windowSeconds: 3600 };

const throttle = async ({ db, clientAddress }: RequestContext) => {
  if (!(await allowAttempt(db, linkLimit, clientAddress))) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
  }
};

export const submissionResolvers = {
  Query: {
    getMyClarificationTasksSummary: signedInOperation(async (_args: unknown, { db, user }) => ({
      ...success(null),
      dataList: await summarizeMyClarifications(db, user),
    })),
    getClarificationsByPEData: signedInOperation(
      async (args: { input?: AppInput | null }, { db, user }) =>
        success(await pageMyClarifications(db, user, args.input ?? null)),
    ),
    getAllWorkEquipmentsByTendererUuidAndDeleted: sectionRead('workEquipments'),
    getAllTendererWorkExperiences: sectionRead('workExperiences'),
    getTendererTenderSubmissionSummary: signedInOperation(
      async (args: { submissionUuid: string; entityType: string }, { db, user }) => ({
        ...success(null),
        dataList: await summarizeSubmission(db, user, args.submissionUuid, args.entityType),
      }),
    ),
    getMemberStageEvaluationSummary: signedInOperation(
      async (args: { evaluationUuid: string }, { db, user }) =>
        success(await summarizeMemberEvaluation(db, user, args.evaluationUuid)),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStage: signedInOperation(
      async (args: { evaluationUuid: string }, { db, user }) => ({
        ...success(null),
        dataList: await stageCompletion(db, user, args.evaluationUuid),
      }),
    ),
    getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid: signedInOperation(
      async (args: { memberEvaluationStageUuid: string }, { db, user }) =>
        success(await criteriaCompletion(db, user, args.memberEvaluationStageUuid)),
    ),
    getNegotiationAreaCriterias: signedInOperation(async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await listNegotiationAreas(db),
    })),
  },
  Mutation: {
    completeSubmissionWithdraw: publicOperation(async (args: BidChangeArgs, ctx) => {
      await throttle(ctx);
      return success(await completeBidChange(ctx.db, 'WITHDRAW', args.action, args.token));
    }),
    completeSubmissionModification: publicOperation(async (args: BidChangeArgs, ctx) => {
      await throttle(ctx);
      return success(await completeBidChange(ctx.db, 'MODIFICATION', args.action, args.token));
    }),
  },
};
