import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of history/en.ts: the same keys. */
const sw: LocaleFragment = {
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
        changed: '%{actor} alibadilisha %{field} tarehe %{date}',
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
      fields: {
        active: 'Hai',
        deleted: 'Imefutwa',
        name: 'Jina',
        nameSw: 'Jina (Kiswahili)',
        code: 'Msimbo',
        description: 'Maelezo',
        descriptionSw: 'Maelezo (Kiswahili)',
        institutionId: 'Taasisi',
        status: 'Hali',
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

export default sw;
