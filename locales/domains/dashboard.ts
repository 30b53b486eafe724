import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of the home page's dashboard (issue 19, dashboards): counts per list by menu section, the
 * last changes, and what waits for a decision. %{active}: a number; %{smart_count}: how many.
 */
export const en: LocaleFragment = {
  zabuni: {
    dashboard: {
      title: 'Your data at a glance',
      counts: 'Records per list',
      active: '%{active} active',
      recordsIn: '%{list}: %{count} records',
      scopedLeftOut:
        "Lists of your institution's own records (departments, users, ...) are not counted here: open them from the menu to see their totals.",
      noCounts: 'No list to count.',
      recentChanges: 'Recent changes',
      noChanges: 'No changes yet.',
      allActivity: 'All activity',
      pending: 'Waiting for a decision',
      nothingPending: 'Nothing waits for a decision.',
      pendingKinds: {
        usersAwaitingActivation:
          '%{smart_count} account has not been activated yet |||| %{smart_count} accounts have not been activated yet',
        subscriptionsAwaitingConfirmation:
          '%{smart_count} client waits for your confirmation |||| %{smart_count} clients wait for your confirmation',
      },
      chart: 'Records per menu section',
      records: 'Records',
      failed: 'The overview could not be loaded. Try again later.',
    },
  },
};

export const sw: LocaleFragment = {
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
