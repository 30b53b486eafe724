import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of search/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    search: {
      label: 'Tafuta',
      placeholder: 'Jina, msimbo, barua pepe, simu au namba ya usajili',
      tooShort: 'Andika angalau herufi %{smart_count}',
      searching: 'Inatafuta…',
      failed: 'Utafutaji umeshindikana. Jaribu tena.',
      nothing: 'Hakuna kilichopatikana kwa “%{query}”',
      more: 'Kuna zaidi: andika zaidi ili kupunguza matokeo',
    },
    bulkEdit: {
      button: 'Hariri kwa pamoja',
      title: 'Badilisha safu %{smart_count} |||| Badilisha safu %{smart_count}',
      field: 'Sehemu',
      value: 'Thamani mpya',
      yes: 'Ndiyo',
      no: 'Hapana',
      confirm:
        'Weka %{field} kuwa “%{value}” kwenye safu %{smart_count}? |||| Weka %{field} kuwa “%{value}” kwenye safu %{smart_count}?',
      apply: 'Tekeleza',
      tooMany: 'Chagua safu zisizozidi %{smart_count}',
      done: 'Safu %{smart_count} imehifadhiwa |||| Safu %{smart_count} zimehifadhiwa',
      refusedTitle: 'Safu ambazo hazikubadilishwa',
      refused: 'Safu %{smart_count} haikubadilishwa: |||| Safu %{smart_count} hazikubadilishwa:',
      reasons: {
        stale: 'mtu mwingine aliibadilisha baada ya wewe kufungua orodha',
        forbidden: 'huna ruhusa ya kuibadilisha',
        notFound: 'imefutwa',
        duplicate: 'rekodi nyingine tayari ina thamani hii',
        other: 'haikuweza kuhifadhiwa',
      },
      failed: 'Uhariri wa pamoja umeshindikana: %{message}',
    },
  },
};

export default sw;
