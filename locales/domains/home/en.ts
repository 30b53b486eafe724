import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the signed-in home: tasks, notifications, statistics (custom-pages/home).
 */
const en: LocaleFragment = {
  zabuni: {
    landing: {
      title: 'Welcome, %{name}',
      intro: 'Manage the reference data of the procurement system from the menu.',
      chargeTypes: 'Billing charge types',
      chargeTypesHint: 'Charges raised on procuring entities and tenderers.',
      signedDocuments: 'Your signed documents',
    },
    home: {
      watchVideo: 'Watch the introduction',
      myTasks: 'My tasks',
      loading: 'Loading your work...',
      failed: 'Could not load this part of the page.',
      noTasks: 'Nothing waits for you.',
      notificationsTitle: 'Notifications',
      noNotifications: 'No notifications.',
      spokenWelcome: 'Welcome to Zabuni, %{name}.',
      spokenWelcomeToggle: 'Spoken welcome',
      statistics: 'Platform statistics',
      registrationsPerMonth: 'New accounts per month',
      tenderers: 'Tenderers',
      otherUsers: 'Other users',
      openTasksByKind: 'Open tasks by kind',
      usersByType: 'Users by type',
      institutions: 'Institutions',
      kinds: {
        AnnualProcurementPlan: 'Annual procurement plans',
        Tender: 'Tenders',
        ProcurementRequisition: 'Requisitions',
        MergedMainProcurementRequisition: 'Merged requisitions',
        TenderCancellationRequest: 'Tender cancellation requests',
        TenderReAdvertisementRequest: 'Re-advertisement requests',
        Clarification: 'Clarifications',
        TenderEvaluationCommittee: 'Evaluation committee',
        PostQualificationTeam: 'Post-qualification team',
        PreQualificationTeam: 'Pre-qualification team',
        NegotiationTeam: 'Negotiation team',
        TenderWithdrawRequest: 'Tender termination requests',
        TenderRejectionRequest: 'Tender rejection requests',
        EvaluationReport: 'Evaluation reports',
        NegotiationReport: 'Negotiation reports',
        PreQualification: 'Pre-qualifications',
        TenderBoard: 'Tender board',
        PublishedEntityAddendum: 'Tender modifications',
        Framework: 'Framework agreements',
        FrameworkMain: 'Main framework agreements',
        AssignedEndorsedRequisition: 'Approved requisitions',
        GovernmentServiceRequisition: 'Government service orders',
        NegotiationPlan: 'Negotiation plans',
        NegotiationMinute: 'Negotiation minutes',
        MicroProcurementRetirement: 'Micro-value retirements',
        PrequalificationReAdvertisementRequest: 'Pre-qualification re-advertisements',
        SuccessFulBidderChangeRequest: 'Successful bidder changes',
        RejectedAward: 'Award cancellations',
        TenderValidityRequest: 'Tender validity extensions',
      },
      notifications: {
        clarifications:
          '%{smart_count} clarification waits for an answer |||| %{smart_count} clarifications wait for an answer',
        endorsedRequisitions:
          '%{smart_count} approved requisition waits to be merged into a tender |||| %{smart_count} approved requisitions wait to be merged into a tender',
        DELIVERY_NOTE_PE: {
          WAIT_FOR_PE_CONFIRMATION:
            '%{smart_count} delivery note waits for your confirmation |||| %{smart_count} delivery notes wait for your confirmation',
        },
        DELIVERY_NOTE_PROVIDER: {
          DRAFT:
            '%{smart_count} delivery note is still a draft |||| %{smart_count} delivery notes are still drafts',
        },
        DELIVERY_ADVISE_PE: {
          AWAIT_PAYMENT:
            '%{smart_count} delivery advise awaits payment |||| %{smart_count} delivery advises await payment',
          WAIT_FOR_PE_CONFIRMATION:
            '%{smart_count} delivery advise waits for your confirmation |||| %{smart_count} delivery advises wait for your confirmation',
        },
        DELIVERY_ADVISE_PROVIDER: {
          PE_CONFIRMED:
            '%{smart_count} delivery advise was confirmed by the procuring entity |||| %{smart_count} delivery advises were confirmed by the procuring entity',
          WAIT_FOR_PAYMENT_APPROVAL:
            '%{smart_count} delivery advise waits for payment approval |||| %{smart_count} delivery advises wait for payment approval',
          AWAIT_GSP_ACCOUNTANT_ACTION:
            '%{smart_count} delivery advise waits for your accountant |||| %{smart_count} delivery advises wait for your accountant',
        },
        RECEIVED_ORDER: {
          SUBMITTED: '%{smart_count} order received |||| %{smart_count} orders received',
        },
      },
      userTypes: {
        SUBSCRIBER: 'Subscribers',
        TENDERER: 'Tenderers',
        PPRA: 'Regulator',
        PROCURING_ENTITY: 'Procuring entity staff',
        MANUFACTURER: 'Manufacturers',
        EMBASSY: 'Embassies',
      },
      institutionLevels: {
        MAIN: 'Procuring entities',
        LOWER_LEVEL: 'Lower-level facilities',
      },
    },
  },
};

export default en;
