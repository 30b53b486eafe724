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
      overwrites:
        'Overwrite puts your value over theirs in this field: |||| Overwrite puts your values over theirs in these %{smart_count} fields:',
      overwritesNone:
        'You changed different fields: Overwrite saves your changes and replaces none of theirs.',
      keptTheirs: 'Their change to %{fields} is kept. |||| Their changes to %{fields} are kept.',
      reload: 'Reload (discard mine, show theirs)',
      overwrite: 'Overwrite (save my changes)',
      empty: '(empty)',
      deleteExplanation:
        '%{who} saved changes to this record on %{when}, after you opened it. It has not been deleted.',
      reloadBeforeDelete: 'Reload (see their changes first)',
      deleteAnyway: 'Delete anyway',
    },
  },
};

export default en;
