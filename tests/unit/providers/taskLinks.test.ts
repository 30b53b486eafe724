import { describe, expect, it } from 'vitest';
import {
  governmentServiceLink,
  governmentServiceStatuses,
  taskKinds,
  pathInThisRelease,
  taskLink,
} from '../../../contract/taskLinks';

/** Section 7.5 of public-onboarding-area.md, as the spec writes it: 29 kinds in 27 rows. */
const specTable: [string, string][] = [
  ['AnnualProcurementPlan', 'modules/app-management/my-task'],
  ['Tender', 'modules/app-management/my-task'],
  ['ProcurementRequisition', 'modules/tender-initiation/requisition-tasks'],
  ['MergedMainProcurementRequisition', 'modules/tender-initiation/my-req-tasks'],
  ['TenderCancellationRequest', 'modules/tender-initiation/tender-cancellation-req-tasks'],
  ['TenderReAdvertisementRequest', 'modules/tender-initiation/tender-re-advertisement-tasks'],
  ['Clarification', 'modules/tender-initiation/clarification-tasks'],
  ['TenderEvaluationCommittee', 'modules/evaluation/team-task'],
  ['PostQualificationTeam', 'modules/post-qualification/team-task'],
  ['PreQualificationTeam', 'modules/pre-qualification/team-task'],
  ['NegotiationTeam', 'modules/negotiation/team-task'],
  ['TenderWithdrawRequest', 'modules/tender-initiation/tender-termination-requests-tasks'],
  ['TenderRejectionRequest', 'modules/tender-initiation/tender-rejection-requests-tasks'],
  ['EvaluationReport', 'modules/tender-evaluation/evaluation-reports-tasks'],
  ['NegotiationReport', 'modules/negotiation/negotiation-report-tasks'],
  ['PreQualification', 'modules/pre-qualification/pre-qualification-tasks'],
  ['TenderBoard', 'modules/tender-board/tasks'],
  ['PublishedEntityAddendum', 'modules/tender-initiation/tender-modification-req-tasks'],
  ['Framework', 'modules/framework-agreement/tasks'],
  ['FrameworkMain', 'modules/framework-agreement/tasks'],
  ['AssignedEndorsedRequisition', 'modules/tender-initiation/approved-requisitions'],
  ['GovernmentServiceRequisition', 'modules/government-supplier/pe-order-task'],
  ['NegotiationPlan', 'modules/negotiation/negotiation-plan-tasks'],
  ['NegotiationMinute', 'modules/negotiation/negotiation-task'],
  ['MicroProcurementRetirement', 'modules/micro-value-procurement/retirement/task-retirement'],
  [
    'PrequalificationReAdvertisementRequest',
    'modules/pre-qualification/pre-qualification-re-advertisement-tasks',
  ],
  ['SuccessFulBidderChangeRequest', 'modules/tender-award/modification-requests/my-tasks'],
  ['RejectedAward', 'modules/tender-award/award-cancellation-requests/request/TENDER'],
  ['TenderValidityRequest', 'modules/tender-initiation/tender-validity/extension-requests'],
];

describe('task links (section 7.5)', () => {
  it.each(specTable)('%s links to %s', (kind, link) => {
    expect(taskLink(kind)).toBe(link);
  });

  it('knows exactly the 29 kinds of the table, in 27 distinct links', () => {
    expect(taskKinds).toHaveLength(29);
    expect(new Set(taskKinds)).toEqual(new Set(specTable.map(([kind]) => kind)));
    expect(new Set(specTable.map(([, link]) => link)).size).toBe(27);
  });

  it('gives kinds the table does not list an empty link', () => {
    expect(taskLink('DeliveryNote')).toBe('');
    expect(taskLink('tender')).toBe('');
    expect(taskLink('')).toBe('');
  });
});

describe('government-service notification links', () => {
  it.each([
    [
      'DELIVERY_NOTE_PE',
      'WAIT_FOR_PE_CONFIRMATION',
      '/modules/government-supplier/delivery-note/await-delivery-confirmation',
    ],
    [
      'DELIVERY_NOTE_PE',
      'DRAFT',
      '/modules/government-supplier/delivery-note/await-delivery-confirmation',
    ],
    ['DELIVERY_NOTE_PROVIDER', 'DRAFT', 'modules/government-supplier/delivery-note/draft'],
    ['DELIVERY_NOTE_PROVIDER', 'PE_CONFIRMED', '#'],
    [
      'DELIVERY_ADVISE_PE',
      'AWAIT_PAYMENT',
      'modules/government-supplier/delivery-advise/await-payment',
    ],
    [
      'DELIVERY_ADVISE_PE',
      'WAIT_FOR_PE_CONFIRMATION',
      'modules/government-supplier/delivery-advise/await-confirmation',
    ],
    ['DELIVERY_ADVISE_PE', 'DRAFT', '#'],
    [
      'DELIVERY_ADVISE_PROVIDER',
      'PE_CONFIRMED',
      '/modules/government-supplier/delivery-advise/confirmed',
    ],
    [
      'DELIVERY_ADVISE_PROVIDER',
      'WAIT_FOR_PAYMENT_APPROVAL',
      '/modules/government-supplier/delivery-advise/wait-for-payment',
    ],
    [
      'DELIVERY_ADVISE_PROVIDER',
      'AWAIT_GSP_ACCOUNTANT_ACTION',
      '/modules/government-supplier/delivery-advise/gsp-accountant-confirmation',
    ],
    ['DELIVERY_ADVISE_PROVIDER', 'AWAIT_PAYMENT', '#'],
    ['RECEIVED_ORDER', 'SUBMITTED', '/modules/government-supplier/gsp-received-order'],
  ] as const)('%s with %s links to %s', (list, status, link) => {
    expect(governmentServiceLink(list, status)).toBe(link);
  });

  it('asks each list only for statuses that have a link', () => {
    for (const [list, statuses] of Object.entries(governmentServiceStatuses)) {
      for (const status of statuses) {
        expect(
          governmentServiceLink(list as keyof typeof governmentServiceStatuses, status),
        ).not.toBe('#');
      }
    }
  });
});

describe('links in this release', () => {
  it('opens no page of a later module, and nothing for the tables\' "no link"', () => {
    for (const [kind] of specTable) expect(pathInThisRelease(taskLink(kind))).toBeUndefined();
    expect(pathInThisRelease('/modules/government-supplier/gsp-received-order')).toBeUndefined();
    expect(pathInThisRelease('#')).toBeUndefined();
    expect(pathInThisRelease('')).toBeUndefined();
  });

  it('opens a page of this release by its app path', () => {
    expect(pathInThisRelease('annual-procurement-plans')).toBe('/annual-procurement-plans');
    expect(pathInThisRelease('/landing')).toBe('/landing');
  });
});
