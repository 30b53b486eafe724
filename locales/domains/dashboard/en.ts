import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the home page's dashboard (issue 19, dashboards): counts per list by menu section, the
 * last changes, and what waits for a decision. %{active}: a number; %{smart_count}: how many.
 */
const en: LocaleFragment = {
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

export default en;
