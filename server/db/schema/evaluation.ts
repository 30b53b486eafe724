import { boolean, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, requiredIdRef, nameColumn } from './columns';
import { users } from './identity';
import { tenderers } from './tenderers';

/** A tenderer's submission to a tender or lot, and the criteria it answers, by criteria group. */
export const submissions = pgTable(
  'submissions',
  {
    ...entityColumns(),
    tendererId: requiredIdRef('tenderer_id', () => tenderers.id),
    entityUuid: uuid('entity_uuid').notNull(),
    /** TENDER, LOT, ... (the spec's entityType). */
    entityType: varchar('entity_type', { length: 30 }).notNull(),
  },
  (t) => [index('submissions_tenderer_idx').on(t.tendererId)],
);

export const submissionCriteria = pgTable(
  'submission_criteria',
  {
    ...entityColumns(),
    submissionId: requiredIdRef('submission_id', () => submissions.id),
    criteriaGroupUuid: uuid('criteria_group_uuid').notNull(),
    criteriaGroupName: varchar('criteria_group_name', { length: 200 }).notNull(),
    name: nameColumn(250),
    isSubmitted: boolean('is_submitted').notNull().default(false),
  },
  (t) => [index('submission_criteria_submission_idx').on(t.submissionId, t.criteriaGroupUuid)],
);

/** An evaluation committee member's stage of an evaluation, and the criteria they mark in it. */
export const memberEvaluationStages = pgTable(
  'member_evaluation_stages',
  {
    ...entityColumns(),
    evaluationUuid: uuid('evaluation_uuid').notNull(),
    memberUserId: requiredIdRef('member_user_id', () => users.id),
    name: nameColumn(200),
    position: integer('position').notNull(),
  },
  (t) => [index('member_evaluation_stages_evaluation_idx').on(t.evaluationUuid, t.memberUserId)],
);

export const evaluationCriteria = pgTable(
  'evaluation_criteria',
  {
    ...entityColumns(),
    stageId: requiredIdRef('stage_id', () => memberEvaluationStages.id),
    name: nameColumn(250),
    maxScore: integer('max_score').notNull(),
    /** Null until the member marks it. */
    score: integer('score'),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('evaluation_criteria_stage_idx').on(t.stageId)],
);

/** The areas a negotiation may cover (price, delivery, ...): reference data. */
export const negotiationAreaCriteria = pgTable('negotiation_area_criteria', {
  ...entityColumns(),
  name: nameColumn(200).unique(),
  description: varchar('description', { length: 500 }).notNull(),
});
