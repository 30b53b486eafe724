import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of search everything (the app bar's search, issue 39 item 1) and of bulk edit in lists
 * (item 5). %{query}: the text searched; %{field}: a field's label; %{value}: the value set.
 */
const en: LocaleFragment = {
  zabuni: {
    search: {
      label: 'Search',
      placeholder: 'Name, code, email, phone or registration number',
      tooShort: 'Type at least %{smart_count} characters',
      searching: 'Searching…',
      failed: 'The search failed. Try again.',
      nothing: 'Nothing found for “%{query}”',
      more: 'More matches: type more to narrow the search',
    },
    bulkEdit: {
      button: 'Bulk edit',
      title: 'Change %{smart_count} row |||| Change %{smart_count} rows',
      field: 'Field',
      value: 'New value',
      yes: 'Yes',
      no: 'No',
      confirm:
        'Set %{field} to “%{value}” on %{smart_count} row? |||| Set %{field} to “%{value}” on %{smart_count} rows?',
      apply: 'Apply',
      tooMany: 'Choose at most %{smart_count} rows',
      done: '%{smart_count} row saved |||| %{smart_count} rows saved',
      refusedTitle: 'Rows not changed',
      refused: '%{smart_count} row was not changed: |||| %{smart_count} rows were not changed:',
      reasons: {
        stale: 'someone changed it after you opened the list',
        forbidden: 'you may not change it',
        notFound: 'it was deleted',
        duplicate: 'another record already has this value',
        other: 'it could not be saved',
      },
      failed: 'The bulk edit failed: %{message}',
    },
  },
};

export default en;
