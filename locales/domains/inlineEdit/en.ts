import type { LocaleFragment } from '../../mergeMessages';

/** Editing a reference list's cell in place (issue 39 item 4). %{who}: who saved first. */
const en: LocaleFragment = {
  zabuni: {
    inlineEdit: {
      edit: '%{field}: %{value}. Press Enter to edit',
      editInPlace: 'Edit %{field} here',
      stale:
        '%{who} changed this record since you read it: your change was not saved. The row shows theirs now; Enter saves yours over it.',
    },
  },
};

export default en;
