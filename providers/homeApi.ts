import {
  governmentServiceLink,
  governmentServiceStatuses,
  taskLink,
  type GovernmentServiceList,
} from '../contract/taskLinks';
import { graphqlRequest } from './graphqlRequest';

/**
 * The home page's reads (public-onboarding-area.md section 7.5): task counters, clarification,
 * requisition and government-service notifications, each with the link the spec gives it.
 */
export interface TaskCounter {
  model: string;
  idadi: number;
  link: string;
}

export async function fetchTaskCounters(): Promise<TaskCounter[]> {
  const counts = await graphqlRequest<{ model: string; idadi: number }[]>(
    'getMyTasksSummary',
    '{ getMyTasksSummary { code message status dataList { idadi model } } }',
  );
  return counts.map((count) => ({ ...count, link: taskLink(count.model) }));
}

/** A notification: its id is status plus model, as the spec has it; message is a translation key. */
export interface Notification {
  id: string;
  count: number;
  message: string;
  model: string;
  url: string;
}

interface ClarificationRow {
  uuid: string;
  tenderNumber: string;
  question: string;
  createdAt: string;
}

export async function fetchClarifications(): Promise<{
  pending: number;
  latest: ClarificationRow[];
}> {
  const [summary, page] = await Promise.all([
    graphqlRequest<{ idadi: number }[]>(
      'getMyClarificationTasksSummary',
      '{ getMyClarificationTasksSummary { code message status dataList { idadi model } } }',
    ).catch(() => []),
    graphqlRequest<{ rows: ClarificationRow[] }>(
      'getClarificationsByPEData',
      `query ($input: AppPageInput) { getClarificationsByPEData(input: $input) {
        code message status data { rows { uuid tenderNumber question createdAt } } } }`,
      { input: { page: 0, pageSize: 10, fields: [] } },
    ),
  ]);
  return { pending: summary[0]?.idadi ?? 0, latest: page.rows };
}

/** Endorsed requisitions not merged: a non-empty list is one notification counting it. */
async function requisitionNotifications(): Promise<Notification[]> {
  const list = await graphqlRequest<unknown[]>(
    'getEndorsedAssignedTendersReqNotMerged',
    '{ getEndorsedAssignedTendersReqNotMerged { code message status dataList { uuid } } }',
  );
  if (list.length === 0) return [];
  return [
    {
      id: 'ENDORSED-AssignedEndorsedRequisition',
      count: list.length,
      message: 'zabuni.home.notifications.endorsedRequisitions',
      model: 'AssignedEndorsedRequisition',
      url: taskLink('AssignedEndorsedRequisition'),
    },
  ];
}

const governmentServiceOperations: Record<
  GovernmentServiceList,
  { operation: string; statusField: 'approvalStatus' | 'orderStatus'; model: string }
> = {
  DELIVERY_NOTE_PE: {
    operation: 'getPeDeliveryNotes',
    statusField: 'approvalStatus',
    model: 'DeliveryNote',
  },
  DELIVERY_NOTE_PROVIDER: {
    operation: 'getProviderDeliveryNotes',
    statusField: 'approvalStatus',
    model: 'DeliveryNote',
  },
  DELIVERY_ADVISE_PE: {
    operation: 'getPeDeliveryAdvises',
    statusField: 'approvalStatus',
    model: 'DeliveryAdvise',
  },
  DELIVERY_ADVISE_PROVIDER: {
    operation: 'getProviderDeliveryAdvises',
    statusField: 'approvalStatus',
    model: 'DeliveryAdvise',
  },
  RECEIVED_ORDER: {
    operation: 'getGovernmentServiceRequisitions',
    statusField: 'orderStatus',
    model: 'GovernmentServiceRequisition',
  },
};

/** One list and status: input {page 1, pageSize 10000, fields [], mustHaveFilters [status EQ]}. */
async function governmentServiceNotification(
  list: GovernmentServiceList,
  status: string,
): Promise<Notification | undefined> {
  const { operation, statusField, model } = governmentServiceOperations[list];
  const page = await graphqlRequest<{ totalRecords: number }>(
    operation,
    `query ($input: AppPageInput) { ${operation}(input: $input) {
      code message status data { totalRecords rows { uuid } } } }`,
    {
      input: {
        page: 1,
        pageSize: 10000,
        fields: [],
        mustHaveFilters: [{ fieldName: statusField, operation: 'EQ', value1: status }],
      },
    },
  );
  if (page.totalRecords === 0) return undefined;
  return {
    id: `${status}-${model}`,
    count: page.totalRecords,
    message: `zabuni.home.notifications.${list}.${status}`,
    model,
    url: governmentServiceLink(list, status),
  };
}

/** Every notification of the home page, those whose call failed left out. */
export async function fetchNotifications(): Promise<Notification[]> {
  const calls = [
    requisitionNotifications(),
    ...Object.entries(governmentServiceStatuses).flatMap(([list, statuses]) =>
      statuses.map((status) =>
        governmentServiceNotification(list as GovernmentServiceList, status).then((n) =>
          n ? [n] : [],
        ),
      ),
    ),
  ];
  const settled = await Promise.allSettled(calls);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
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

export const fetchPlatformStatistics = () =>
  graphqlRequest<PlatformStatistics>(
    'getPlatformStatistics',
    `{ getPlatformStatistics { code message status data {
      tenderersPerMonth { label count } usersPerMonth { label count } usersByType { label count }
      institutionsByLevel { label count } openTasksByKind { label count } } } }`,
  );

export const saveFeedback = (feedback: { category: string; message: string; pageUrl: string }) =>
  graphqlRequest(
    'saveFeedback',
    `mutation ($feedback: FeedbackInput!) { saveFeedback(feedback: $feedback) {
      code message status data { uuid } } }`,
    { feedback },
  );
