import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of a save or delete refused because someone else changed the record first (decision 103):
 * the conflict dialog of every edit screen.
 */
const en: LocaleFragment = {
  zabuni: {
    conflict: {
      title: 'Someone else changed this record',
      explanation:
        '%{who} saved changes to this record on %{when}, after you opened it. Your changes have not been saved yet.',
      someone: 'Another administrator',
      field: 'Field',
      theirs: 'Their value (saved now)',
      yours: 'Your value',
      sameValues: 'Their changes and yours touch no field of this form.',
      reload: 'Reload (discard mine, show theirs)',
      overwrite: 'Overwrite (save mine over theirs)',
      empty: '(empty)',
      deleteExplanation:
        '%{who} saved changes to this record on %{when}, after you opened it. It has not been deleted.',
      reloadBeforeDelete: 'Reload (see their changes first)',
      deleteAnyway: 'Delete anyway',
    },
  },
};

export default en;
