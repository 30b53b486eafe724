import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of record history (each record's History panel) and the Activity list. Sentences take
 * %{actor} ("Jane Doe (Ministry of Finance)"), %{date}, %{record}, %{field} (the resource's own label),
 * %{old}, %{new} and %{values}.
 */
export const en: LocaleFragment = {
  zabuni: {
    history: {
      title: 'History',
      empty: 'No changes recorded yet',
      loadFailed: 'The history could not be read',
      older: 'Show older changes',
      system: 'The system',
      thisRecord: 'this record',
      emptyValue: 'empty',
      sentences: {
        create: '%{actor} created %{record} on %{date}',
        update: '%{actor} changed %{field} from %{old} to %{new} on %{date}',
        set: '%{actor} set %{field} to %{new} on %{date}',
        cleared: '%{actor} cleared %{field} (was %{old}) on %{date}',
        delete: '%{actor} deleted %{record} on %{date}',
        restore: '%{actor} restored %{record} on %{date}',
        activate: '%{actor} activated %{record} on %{date}',
        deactivate: '%{actor} deactivated %{record} on %{date}',
        assign: '%{actor} added %{values} to %{field} on %{date}',
        unassign: '%{actor} removed %{values} from %{field} on %{date}',
        remove: '%{actor} erased %{record} on %{date}',
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

export const sw: LocaleFragment = {
  zabuni: {
    history: {
      title: 'Historia',
      empty: 'Hakuna mabadiliko yaliyorekodiwa bado',
      loadFailed: 'Historia haikuweza kusomwa',
      older: 'Onyesha mabadiliko ya zamani',
      system: 'Mfumo',
      thisRecord: 'rekodi hii',
      emptyValue: 'tupu',
      sentences: {
        create: '%{actor} aliunda %{record} tarehe %{date}',
        update: '%{actor} alibadilisha %{field} kutoka %{old} kuwa %{new} tarehe %{date}',
        set: '%{actor} aliweka %{field} kuwa %{new} tarehe %{date}',
        cleared: '%{actor} aliondoa %{field} (ilikuwa %{old}) tarehe %{date}',
        delete: '%{actor} alifuta %{record} tarehe %{date}',
        restore: '%{actor} alirejesha %{record} tarehe %{date}',
        activate: '%{actor} aliwezesha %{record} tarehe %{date}',
        deactivate: '%{actor} alisimamisha %{record} tarehe %{date}',
        assign: '%{actor} aliongeza %{values} kwenye %{field} tarehe %{date}',
        unassign: '%{actor} aliondoa %{values} kutoka %{field} tarehe %{date}',
        remove: '%{actor} aliondoa kabisa %{record} tarehe %{date}',
      },
      actions: {
        create: 'Imeundwa',
        update: 'Imebadilishwa',
        delete: 'Imefutwa',
        restore: 'Imerejeshwa',
        activate: 'Imewezeshwa',
        deactivate: 'Imesimamishwa',
        assign: 'Imeongezwa',
        unassign: 'Imeondolewa',
        remove: 'Imeondolewa kabisa',
      },
      columns: {
        when: 'Lini',
        who: 'Nani',
        kind: 'Aina ya rekodi',
        record: 'Rekodi',
        action: 'Kitendo',
        changes: 'Kilichobadilika',
      },
    },
  },
  resources: {
    activity: {
      name: 'Shughuli |||| Shughuli',
      fields: {
        recordedAt: 'Lini',
        actorName: 'Nani',
        entity: 'Aina ya rekodi',
        recordLabel: 'Rekodi',
        action: 'Kitendo',
        changes: 'Kilichobadilika',
        from: 'Kuanzia',
        to: 'Hadi',
      },
    },
  },
};
