import { envelopeDocument, select } from '../../providers/operations/documents';
import {
  governmentServiceLink,
  taskLink,
  type GovernmentServiceList,
} from '../../contract/taskLinks';
import { historyEntrySelection, type HistoryEntry } from '../../resources/activity/methods';
import { customMethod } from '../../providers/operations/types';
import { APP_DEFAULT_PAGE_SIZE } from '../../contract/limits';

/**
 * The home page's reads: task counters, clarification,
 * requisition and government-service notifications, each with the link the spec gives it; the
 * platform statistics; and the feedback the shell sends.
 */
export interface TaskCounter {
  model: string;
  idadi: number;
  link: string;
}

/** A notification: its id is status plus model, as the spec has it; message is a translation key. */
export interface Notification {
  id: string;
  count: number;
  message: string;
  model: string;
  url: string;
}

export interface ClarificationRow {
  uuid: string;
  tenderNumber: string;
  question: string;
  createdAt: string;
}

export interface CountByLabel {
  label: string;
  count: number;
}

export interface PlatformStatistics {
  tenderersPerMonth: CountByLabel[];
  usersPerMonth: CountByLabel[];
  usersByType: CountByLabel[];
  institutionsByLevel: CountByLabel[];
  openTasksByKind: CountByLabel[];
}

/** How many records one list holds: `table` is the list's table (its descriptor's historyEntity). */
export interface ListCount {
  table: string;
  total: number;
  active: number;
}

/** The home page's reference data at a glance (getMyDashboard): all of it in one round trip. */
export interface MyDashboard {
  counts: ListCount[];
  /** The lists of one institution's records were left out: their counts are kept platform-wide only. */
  scopedListsLeftOut: boolean;
  recentChanges: HistoryEntry[];
  pending: { kind: string; count: number }[];
}

/** The data provider method that reads each government-service list. */
export const governmentServiceMethods = {
  DELIVERY_NOTE_PE: 'getPeDeliveryNotes',
  DELIVERY_NOTE_PROVIDER: 'getProviderDeliveryNotes',
  DELIVERY_ADVISE_PE: 'getPeDeliveryAdvises',
  DELIVERY_ADVISE_PROVIDER: 'getProviderDeliveryAdvises',
  RECEIVED_ORDER: 'getGovernmentServiceRequisitions',
} as const satisfies Record<GovernmentServiceList, string>;

/**
 * One government-service list and status: input {page 1, pageSize 10000, fields [], mustHaveFilters
 * [status EQ]}; a non-empty answer is one notification counting it.
 */
const governmentServiceNotifications = (
  list: GovernmentServiceList,
  statusField: 'approvalStatus' | 'orderStatus',
  model: string,
) => {
  const operation = governmentServiceMethods[list];
  return customMethod<{ status: string }, Notification[]>({
    service: 'app',
    document: `query ${operation}($input: AppPageInput) { ${operation}(input: $input) {
      code message status data { totalRecords rows { uuid } } } }`,
    variables: ({ status }) => ({
      input: {
        page: 1,
        pageSize: 10000,
        fields: [],
        mustHaveFilters: [{ fieldName: statusField, operation: 'EQ', value1: status }],
      },
    }),
    parse: (page: { totalRecords: number }, { status }) =>
      page.totalRecords === 0
        ? []
        : [
            {
              id: `${status}-${model}`,
              count: page.totalRecords,
              message: `zabuni.home.notifications.${list}.${status}`,
              model,
              url: governmentServiceLink(list, status),
            },
          ],
  });
};

export const homeMethods = {
  getMyTasksSummary: customMethod<void, TaskCounter[]>({
    service: 'app',
    document: envelopeDocument('query', 'getMyTasksSummary', {}, select.list('idadi model')),
    parse: (counts: { model: string; idadi: number }[]) =>
      counts.map((count) => ({ ...count, link: taskLink(count.model) })),
  }),
  /** How many clarifications wait for an answer. */
  getMyClarificationTasksSummary: customMethod<void, number>({
    service: 'submission',
    document: envelopeDocument(
      'query',
      'getMyClarificationTasksSummary',
      {},
      select.list('idadi model'),
    ),
    parse: (summary: { idadi: number }[]) => summary[0]?.idadi ?? 0,
  }),
  /** The latest clarifications: one page of the app service's default size. */
  getClarificationsByPEData: customMethod<void, ClarificationRow[]>({
    service: 'submission',
    document: envelopeDocument(
      'query',
      'getClarificationsByPEData',
      { input: 'AppPageInput' },
      select.record('rows { uuid tenderNumber question createdAt }'),
    ),
    variables: () => ({ input: { page: 0, pageSize: APP_DEFAULT_PAGE_SIZE, fields: [] } }),
    parse: (page: { rows: ClarificationRow[] }) => page.rows,
  }),
  /** Endorsed requisitions not merged: a non-empty list is one notification counting it. */
  getEndorsedAssignedTendersReqNotMerged: customMethod<void, Notification[]>({
    service: 'app',
    document: envelopeDocument(
      'query',
      'getEndorsedAssignedTendersReqNotMerged',
      {},
      select.list('uuid'),
    ),
    parse: (list: unknown[]) =>
      list.length === 0
        ? []
        : [
            {
              id: 'ENDORSED-AssignedEndorsedRequisition',
              count: list.length,
              message: 'zabuni.home.notifications.endorsedRequisitions',
              model: 'AssignedEndorsedRequisition',
              url: taskLink('AssignedEndorsedRequisition'),
            },
          ],
  }),
  getPeDeliveryNotes: governmentServiceNotifications(
    'DELIVERY_NOTE_PE',
    'approvalStatus',
    'DeliveryNote',
  ),
  getProviderDeliveryNotes: governmentServiceNotifications(
    'DELIVERY_NOTE_PROVIDER',
    'approvalStatus',
    'DeliveryNote',
  ),
  getPeDeliveryAdvises: governmentServiceNotifications(
    'DELIVERY_ADVISE_PE',
    'approvalStatus',
    'DeliveryAdvise',
  ),
  getProviderDeliveryAdvises: governmentServiceNotifications(
    'DELIVERY_ADVISE_PROVIDER',
    'approvalStatus',
    'DeliveryAdvise',
  ),
  getGovernmentServiceRequisitions: governmentServiceNotifications(
    'RECEIVED_ORDER',
    'orderStatus',
    'GovernmentServiceRequisition',
  ),
  getPlatformStatistics: customMethod<void, PlatformStatistics>({
    service: 'monitor',
    document: envelopeDocument(
      'query',
      'getPlatformStatistics',
      {},
      select.record(
        'tenderersPerMonth { label count } usersPerMonth { label count } usersByType { label count } institutionsByLevel { label count } openTasksByKind { label count }',
      ),
    ),
  }),
  getMyDashboard: customMethod<void, MyDashboard>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getMyDashboard',
      {},
      select.record(`counts { table total active } scopedListsLeftOut pending { kind count }
        recentChanges { ${historyEntrySelection} }`),
    ),
  }),
  saveFeedback: customMethod<{ feedback: { category: string; message: string; pageUrl: string } }>({
    service: 'monitor',
    document: envelopeDocument(
      'mutation',
      'saveFeedback',
      { feedback: 'FeedbackInput!' },
      select.record('uuid'),
    ),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    home: typeof homeMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default homeMethods;
