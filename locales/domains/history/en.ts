import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of record history (each record's History panel) and the Activity list. Sentences take
 * %{actor} ("Jane Doe (Ministry of Finance)"), %{date}, %{record}, %{field} (the resource's own label),
 * %{old}, %{new} and %{values}.
 */
const en: LocaleFragment = {
  zabuni: {
    history: {
      title: 'History',
      empty: 'No changes recorded yet',
      loadFailed: 'The history could not be read',
      older: 'Show older changes',
      system: 'The system',
      thisRecord: 'this record',
      emptyValue: 'empty',
      // Restore a version (issue 39): the record after an entry, against today's.
      version: {
        open: 'See this version',
        title: '%{record} as it was on %{date}',
        field: 'Field',
        then: 'Then',
        now: 'Now',
        onlyChanged: 'Only fields that differ',
        restore: 'Restore this version',
        restored: 'Restored Successfully: the version of %{date}',
        stale:
          'Someone changed the record since you opened this version: look at it again before restoring',
        same: 'This version is the record as it is now',
        deleted: 'The record is deleted: restore it first',
        noPermission: 'You may read this version but not edit the record',
        notKept: 'Records of this kind are not restored from their history',
        failed: 'The version could not be restored: %{message}',
      },
      sentences: {
        create: '%{actor} created %{record} on %{date}',
        update: '%{actor} changed %{field} from %{old} to %{new} on %{date}',
        set: '%{actor} set %{field} to %{new} on %{date}',
        changed: '%{actor} changed %{field} on %{date}',
        cleared: '%{actor} cleared %{field} (was %{old}) on %{date}',
        delete: '%{actor} deleted %{record} on %{date}',
        restore: '%{actor} restored %{record} on %{date}',
        activate: '%{actor} activated %{record} on %{date}',
        deactivate: '%{actor} deactivated %{record} on %{date}',
        assign: '%{actor} added %{values} to %{field} on %{date}',
        unassign: '%{actor} removed %{values} from %{field} on %{date}',
        remove: '%{actor} erased %{record} on %{date}',
        restoredVersion: '%{actor} restored the version of %{version} on %{date}',
      },
      actions: {
        create: 'Created',
        update: 'Changed',
        delete: 'Deleted',
        restore: 'Restored',
        activate: 'Activated',
        deactivate: 'Deactivated',
        assign: 'Added',
        unassign: 'Removed',
        remove: 'Erased',
      },
      // Fields every record may have, where its own screens do not label them.
      fields: {
        active: 'Active',
        deleted: 'Deleted',
        name: 'Name',
        nameSw: 'Name (Kiswahili)',
        code: 'Code',
        description: 'Description',
        descriptionSw: 'Description (Kiswahili)',
        institutionId: 'Institution',
        status: 'Status',
      },
      columns: {
        when: 'When',
        who: 'Who',
        kind: 'Record kind',
        record: 'Record',
        action: 'Action',
        changes: 'What changed',
      },
    },
  },
  resources: {
    activity: {
      name: 'Activity |||| Activity',
      fields: {
        recordedAt: 'When',
        actorName: 'Who',
        entity: 'Record kind',
        recordLabel: 'Record',
        action: 'Action',
        changes: 'What changed',
        from: 'From',
        to: 'To',
      },
    },
  },
};

export default en;
