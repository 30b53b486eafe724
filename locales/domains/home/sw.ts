import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of home/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    landing: {
      title: 'Karibu, %{name}',
      intro: 'Simamia taarifa za msingi za mfumo wa ununuzi kupitia menyu.',
      chargeTypes: 'Aina za tozo',
      chargeTypesHint: 'Tozo zinazotozwa kwa taasisi nunuzi na wazabuni.',
      signedDocuments: 'Hati ulizosaini',
    },
    home: {
      watchVideo: 'Tazama utangulizi',
      myTasks: 'Kazi zangu',
      loading: 'Inapakia kazi zako...',
      failed: 'Sehemu hii ya ukurasa haikupakia.',
      noTasks: 'Hakuna kinachokusubiri.',
      notificationsTitle: 'Taarifa',
      noNotifications: 'Hakuna taarifa.',
      spokenWelcome: 'Karibu Zabuni, %{name}.',
      spokenWelcomeToggle: 'Ukaribisho wa sauti',
      statistics: 'Takwimu za mfumo',
      registrationsPerMonth: 'Akaunti mpya kwa mwezi',
      tenderers: 'Wazabuni',
      otherUsers: 'Watumiaji wengine',
      openTasksByKind: 'Kazi zilizo wazi kwa aina',
      usersByType: 'Watumiaji kwa aina',
      institutions: 'Taasisi',
      kinds: {
        AnnualProcurementPlan: 'Mipango ya ununuzi ya mwaka',
        Tender: 'Zabuni',
        ProcurementRequisition: 'Maombi ya ununuzi',
        MergedMainProcurementRequisition: 'Maombi yaliyounganishwa',
        TenderCancellationRequest: 'Maombi ya kufuta zabuni',
        TenderReAdvertisementRequest: 'Maombi ya kutangaza upya',
        Clarification: 'Ufafanuzi',
        TenderEvaluationCommittee: 'Kamati ya tathmini',
        PostQualificationTeam: 'Timu ya uhakiki baada ya tathmini',
        PreQualificationTeam: 'Timu ya uchaguzi wa awali',
        NegotiationTeam: 'Timu ya majadiliano',
        TenderWithdrawRequest: 'Maombi ya kusitisha zabuni',
        TenderRejectionRequest: 'Maombi ya kukataa zabuni',
        EvaluationReport: 'Ripoti za tathmini',
        NegotiationReport: 'Ripoti za majadiliano',
        PreQualification: 'Chaguzi za awali',
        TenderBoard: 'Bodi ya zabuni',
        PublishedEntityAddendum: 'Mabadiliko ya zabuni',
        Framework: 'Mikataba ya mfumo',
        FrameworkMain: 'Mikataba mikuu ya mfumo',
        AssignedEndorsedRequisition: 'Maombi yaliyoidhinishwa',
        GovernmentServiceRequisition: 'Maagizo ya huduma za serikali',
        NegotiationPlan: 'Mipango ya majadiliano',
        NegotiationMinute: 'Mihtasari ya majadiliano',
        MicroProcurementRetirement: 'Urejeshaji wa manunuzi madogo',
        PrequalificationReAdvertisementRequest: 'Kutangaza upya uchaguzi wa awali',
        SuccessFulBidderChangeRequest: 'Mabadiliko ya mshindi',
        RejectedAward: 'Kufuta tuzo',
        TenderValidityRequest: 'Kuongeza muda wa zabuni',
      },
      notifications: {
        clarifications:
          'Ufafanuzi %{smart_count} unasubiri jibu |||| Maombi %{smart_count} ya ufafanuzi yanasubiri jibu',
        endorsedRequisitions:
          'Ombi %{smart_count} lililoidhinishwa linasubiri kuunganishwa kwenye zabuni |||| Maombi %{smart_count} yaliyoidhinishwa yanasubiri kuunganishwa kwenye zabuni',
        DELIVERY_NOTE_PE: {
          WAIT_FOR_PE_CONFIRMATION:
            'Hati %{smart_count} ya kupokelea inasubiri uthibitisho wako |||| Hati %{smart_count} za kupokelea zinasubiri uthibitisho wako',
        },
        DELIVERY_NOTE_PROVIDER: {
          DRAFT:
            'Hati %{smart_count} ya kupokelea bado ni rasimu |||| Hati %{smart_count} za kupokelea bado ni rasimu',
        },
        DELIVERY_ADVISE_PE: {
          AWAIT_PAYMENT:
            'Taarifa %{smart_count} ya uwasilishaji inasubiri malipo |||| Taarifa %{smart_count} za uwasilishaji zinasubiri malipo',
          WAIT_FOR_PE_CONFIRMATION:
            'Taarifa %{smart_count} ya uwasilishaji inasubiri uthibitisho wako |||| Taarifa %{smart_count} za uwasilishaji zinasubiri uthibitisho wako',
        },
        DELIVERY_ADVISE_PROVIDER: {
          PE_CONFIRMED:
            'Taarifa %{smart_count} ya uwasilishaji imethibitishwa na taasisi nunuzi |||| Taarifa %{smart_count} za uwasilishaji zimethibitishwa na taasisi nunuzi',
          WAIT_FOR_PAYMENT_APPROVAL:
            'Taarifa %{smart_count} ya uwasilishaji inasubiri idhini ya malipo |||| Taarifa %{smart_count} za uwasilishaji zinasubiri idhini ya malipo',
          AWAIT_GSP_ACCOUNTANT_ACTION:
            'Taarifa %{smart_count} ya uwasilishaji inamsubiri mhasibu wako |||| Taarifa %{smart_count} za uwasilishaji zinamsubiri mhasibu wako',
        },
        RECEIVED_ORDER: {
          SUBMITTED: 'Agizo %{smart_count} limepokelewa |||| Maagizo %{smart_count} yamepokelewa',
        },
      },
      userTypes: {
        SUBSCRIBER: 'Wanachama',
        TENDERER: 'Wazabuni',
        PPRA: 'Mdhibiti',
        PROCURING_ENTITY: 'Watumishi wa taasisi nunuzi',
        MANUFACTURER: 'Watengenezaji',
        EMBASSY: 'Balozi',
      },
      institutionLevels: {
        MAIN: 'Taasisi nunuzi',
        LOWER_LEVEL: 'Vituo vya ngazi ya chini',
      },
    },
  },
};

export default sw;
