/**
 * Task and notification links, in one place for the home page
 * and its tests. A task counter links to the page of its record kind; kinds not listed link nowhere.
 */
const taskLinkRows: [kinds: string[], link: string][] = [
  [['AnnualProcurementPlan', 'Tender'], 'modules/app-management/my-task'],
  [['ProcurementRequisition'], 'modules/tender-initiation/requisition-tasks'],
  [['MergedMainProcurementRequisition'], 'modules/tender-initiation/my-req-tasks'],
  [['TenderCancellationRequest'], 'modules/tender-initiation/tender-cancellation-req-tasks'],
  [['TenderReAdvertisementRequest'], 'modules/tender-initiation/tender-re-advertisement-tasks'],
  [['Clarification'], 'modules/tender-initiation/clarification-tasks'],
  [['TenderEvaluationCommittee'], 'modules/evaluation/team-task'],
  [['PostQualificationTeam'], 'modules/post-qualification/team-task'],
  [['PreQualificationTeam'], 'modules/pre-qualification/team-task'],
  [['NegotiationTeam'], 'modules/negotiation/team-task'],
  [['TenderWithdrawRequest'], 'modules/tender-initiation/tender-termination-requests-tasks'],
  [['TenderRejectionRequest'], 'modules/tender-initiation/tender-rejection-requests-tasks'],
  [['EvaluationReport'], 'modules/tender-evaluation/evaluation-reports-tasks'],
  [['NegotiationReport'], 'modules/negotiation/negotiation-report-tasks'],
  [['PreQualification'], 'modules/pre-qualification/pre-qualification-tasks'],
  [['TenderBoard'], 'modules/tender-board/tasks'],
  [['PublishedEntityAddendum'], 'modules/tender-initiation/tender-modification-req-tasks'],
  [['Framework', 'FrameworkMain'], 'modules/framework-agreement/tasks'],
  [['AssignedEndorsedRequisition'], 'modules/tender-initiation/approved-requisitions'],
  [['GovernmentServiceRequisition'], 'modules/government-supplier/pe-order-task'],
  [['NegotiationPlan'], 'modules/negotiation/negotiation-plan-tasks'],
  [['NegotiationMinute'], 'modules/negotiation/negotiation-task'],
  [['MicroProcurementRetirement'], 'modules/micro-value-procurement/retirement/task-retirement'],
  [
    ['PrequalificationReAdvertisementRequest'],
    'modules/pre-qualification/pre-qualification-re-advertisement-tasks',
  ],
  [['SuccessFulBidderChangeRequest'], 'modules/tender-award/modification-requests/my-tasks'],
  [['RejectedAward'], 'modules/tender-award/award-cancellation-requests/request/TENDER'],
  [['TenderValidityRequest'], 'modules/tender-initiation/tender-validity/extension-requests'],
];

export const taskKinds: string[] = taskLinkRows.flatMap(([kinds]) => kinds);

const taskLinks = new Map(taskLinkRows.flatMap(([kinds, link]) => kinds.map((k) => [k, link])));

/** The page a task counter of `kind` opens in the spec's table; '' for kinds the table does not list. */
export const taskLink = (kind: string): string => taskLinks.get(kind) ?? '';

/**
 * The app path a task or notification link of the spec's tables opens in this release, or undefined:
 * '#' and '' are "no link", and every page under /modules belongs to a module of a later release
 * (it could only say so), so a tile or notification pointing there shows its count without a link.
 */
export function pathInThisRelease(link: string): string | undefined {
  const path = `/${link.replace(/^\/+/, '')}`;
  if (link === '' || link === '#' || path.startsWith('/modules/')) return undefined;
  return path;
}

/** Delivery note and delivery advise approval statuses. */
export const approvalStatuses = [
  'DRAFT',
  'AWAIT_PAYMENT',
  'WAIT_FOR_PE_CONFIRMATION',
  'PE_CONFIRMED',
  'WAIT_FOR_PAYMENT_APPROVAL',
  'AWAIT_GSP_ACCOUNTANT_ACTION',
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** The government-service lists the home page reads, and the status filter each uses. */
export type GovernmentServiceList =
  | 'DELIVERY_NOTE_PE'
  | 'DELIVERY_NOTE_PROVIDER'
  | 'DELIVERY_ADVISE_PE'
  | 'DELIVERY_ADVISE_PROVIDER'
  | 'RECEIVED_ORDER';

const NO_LINK = '#';

/** The link of a government-service notification: by list and status, '#' when none applies. */
export function governmentServiceLink(list: GovernmentServiceList, status: string): string {
  switch (list) {
    case 'DELIVERY_NOTE_PE':
      return '/modules/government-supplier/delivery-note/await-delivery-confirmation';
    case 'DELIVERY_NOTE_PROVIDER':
      return status === 'DRAFT' ? 'modules/government-supplier/delivery-note/draft' : NO_LINK;
    case 'DELIVERY_ADVISE_PE':
      if (status === 'AWAIT_PAYMENT')
        return 'modules/government-supplier/delivery-advise/await-payment';
      if (status === 'WAIT_FOR_PE_CONFIRMATION') {
        return 'modules/government-supplier/delivery-advise/await-confirmation';
      }
      return NO_LINK;
    case 'DELIVERY_ADVISE_PROVIDER':
      if (status === 'PE_CONFIRMED')
        return '/modules/government-supplier/delivery-advise/confirmed';
      if (status === 'WAIT_FOR_PAYMENT_APPROVAL') {
        return '/modules/government-supplier/delivery-advise/wait-for-payment';
      }
      if (status === 'AWAIT_GSP_ACCOUNTANT_ACTION') {
        return '/modules/government-supplier/delivery-advise/gsp-accountant-confirmation';
      }
      return NO_LINK;
    case 'RECEIVED_ORDER':
      return status === 'SUBMITTED' ? '/modules/government-supplier/gsp-received-order' : NO_LINK;
  }
}

/**
 * The statuses each list is asked for (one mustHaveFilters EQ call per status), so that every
 * notification has a status and so a link.
 */
export const governmentServiceStatuses: Record<GovernmentServiceList, readonly string[]> = {
  DELIVERY_NOTE_PE: ['WAIT_FOR_PE_CONFIRMATION'],
  DELIVERY_NOTE_PROVIDER: ['DRAFT'],
  DELIVERY_ADVISE_PE: ['AWAIT_PAYMENT', 'WAIT_FOR_PE_CONFIRMATION'],
  DELIVERY_ADVISE_PROVIDER: [
    'PE_CONFIRMED',
    'WAIT_FOR_PAYMENT_APPROVAL',
    'AWAIT_GSP_ACCOUNTANT_ACTION',
  ],
  RECEIVED_ORDER: ['SUBMITTED'],
};
