import { boolean, index, numeric, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, keyColumns, entityColumns, idRef, requiredIdRef } from './columns';
import { institutionEntityColumns, institutions, users } from './identity';

/**
 * Work waiting for people: tasks by record kind (the home page's counters), clarifications,
 * requisitions and the government-service documents whose states make notifications.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...keyColumns(),
    assigneeUserId: requiredIdRef('assignee_user_id', () => users.id),
    /** The record kind (AnnualProcurementPlan, Tender, ...): the `model` of the task summary. */
    kind: varchar('kind', { length: 60 }).notNull(),
    recordUuid: uuid('record_uuid').notNull(),
    title: varchar('title', { length: 250 }).notNull(),
    /** OPEN until done. */
    status: varchar('status', { length: 20 }).notNull().default('OPEN'),
    createdAt: instant('created_at').notNull().defaultNow(),
    completedAt: instant('completed_at'),
  },
  (t) => [index('tasks_assignee_status_kind_idx').on(t.assigneeUserId, t.status, t.kind)],
);

/** Tenderers' questions on a tender, for the procuring entity to answer. */
export const clarifications = pgTable(
  'clarifications',
  {
    ...institutionEntityColumns(),
    tenderNumber: varchar('tender_number', { length: 120 }).notNull(),
    question: text('question').notNull(),
    /** PENDING until answered, then ANSWERED. */
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
  },
  (t) => [index('clarifications_institution_idx').on(t.institutionId, t.deleted, t.createdAt)],
);

/** Procurement requisitions; endorsed ones assigned to an officer wait to be merged into a tender. */
export const procurementRequisitions = pgTable(
  'procurement_requisitions',
  {
    ...institutionEntityColumns(),
    title: varchar('title', { length: 250 }).notNull(),
    /** DRAFT, SUBMITTED or ENDORSED. */
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    assignedUserId: idRef('assigned_user_id', () => users.id),
    isMerged: boolean('is_merged').notNull().default(false),
    estimatedAmount: numeric('estimated_amount', { precision: 18, scale: 2 }),
  },
  (t) => [
    index('procurement_requisitions_assigned_idx').on(t.assignedUserId, t.status, t.isMerged),
    index('procurement_requisitions_institution_idx').on(t.institutionId, t.deleted, t.id),
  ],
);

/** The columns of the government-service documents: a procuring entity buys from a provider. */
const governmentServiceColumns = () => ({
  ...entityColumns(),
  number: varchar('number', { length: 60 }).notNull(),
  procuringEntityId: requiredIdRef('procuring_entity_id', () => institutions.id),
  providerInstitutionId: requiredIdRef('provider_institution_id', () => institutions.id),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
});

export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    ...governmentServiceColumns(),
    approvalStatus: varchar('approval_status', { length: 40 }).notNull(),
  },
  (t) => [
    index('delivery_notes_pe_idx').on(t.procuringEntityId, t.approvalStatus, t.id),
    index('delivery_notes_provider_idx').on(t.providerInstitutionId, t.approvalStatus, t.id),
  ],
);

export const deliveryAdvises = pgTable(
  'delivery_advises',
  {
    ...governmentServiceColumns(),
    approvalStatus: varchar('approval_status', { length: 40 }).notNull(),
  },
  (t) => [
    index('delivery_advises_pe_idx').on(t.procuringEntityId, t.approvalStatus, t.id),
    index('delivery_advises_provider_idx').on(t.providerInstitutionId, t.approvalStatus, t.id),
  ],
);

export const governmentServiceRequisitions = pgTable(
  'government_service_requisitions',
  {
    ...governmentServiceColumns(),
    /** SUBMITTED orders are the provider's received orders. */
    orderStatus: varchar('order_status', { length: 40 }).notNull(),
  },
  (t) => [
    index('government_service_requisitions_pe_idx').on(t.procuringEntityId, t.orderStatus, t.id),
    index('government_service_requisitions_provider_idx').on(
      t.providerInstitutionId,
      t.orderStatus,
      t.id,
    ),
  ],
);

/** What people tell us through the Give Feedback button. */
export const feedback = pgTable(
  'feedback',
  {
    ...keyColumns(),
    userId: requiredIdRef('user_id', () => users.id),
    /** SUGGESTION, PROBLEM or PRAISE. */
    category: varchar('category', { length: 20 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    pageUrl: varchar('page_url', { length: 500 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt, t.id)],
);
