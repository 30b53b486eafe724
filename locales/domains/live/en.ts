import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of live lists and presence (issue 23 item 2): a record page told that someone else saved
 * the record, and an edit form naming who else has it open. %{name}: a person's name; %{names}: the
 * others' names, joined.
 */
const en: LocaleFragment = {
  zabuni: {
    live: {
      changedBy: '%{name} changed this record',
      deletedBy: '%{name} deleted this record',
      someone: 'Someone',
      reload: 'Reload',
      alsoEditing: 'Also editing this record: %{names}',
    },
  },
};

export default en;
