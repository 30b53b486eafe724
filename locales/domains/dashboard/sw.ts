import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of dashboard/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    dashboard: {
      title: 'Data zako kwa muhtasari',
      counts: 'Rekodi kwa kila orodha',
      active: '%{active} zinatumika',
      recordsIn: '%{list}: rekodi %{count}',
      scopedLeftOut:
        'Orodha za rekodi za taasisi yako (idara, watumiaji, ...) hazihesabiwi hapa: zifungue kwenye menyu kuona jumla zake.',
      noCounts: 'Hakuna orodha ya kuhesabu.',
      recentChanges: 'Mabadiliko ya karibuni',
      noChanges: 'Hakuna mabadiliko bado.',
      allActivity: 'Shughuli zote',
      pending: 'Yanayosubiri uamuzi',
      nothingPending: 'Hakuna kinachosubiri uamuzi.',
      pendingKinds: {
        usersAwaitingActivation:
          'Akaunti %{smart_count} bado haijaamilishwa |||| Akaunti %{smart_count} bado hazijaamilishwa',
        subscriptionsAwaitingConfirmation:
          'Mteja %{smart_count} anasubiri uthibitisho wako |||| Wateja %{smart_count} wanasubiri uthibitisho wako',
      },
      chart: 'Rekodi kwa kila sehemu ya menyu',
      records: 'Rekodi',
      failed: 'Muhtasari haukuweza kupakiwa. Jaribu tena baadaye.',
    },
  },
};

export default sw;
