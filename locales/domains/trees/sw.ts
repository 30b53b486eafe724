import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of the tree beside the areas, institutions and tender categories lists. */
const sw: LocaleFragment = {
  zabuni: {
    trees: {
      open: 'Mti',
      title: 'Mwonekano wa mti',
      close: 'Funga mti',
      label: 'Mpangilio wa ngazi',
      search: 'Tafuta kwenye mti',
      searchHint: 'Angalau herufi 2, kisha Enter',
      noMatch: 'Hakuna kilichopatikana',
      matches: 'Vilivyopatikana',
      loading: 'Inapakia…',
      more: 'Onyesha zaidi (%{count} vimebaki)',
      children: '%{smart_count} chini yake |||| %{smart_count} chini yake',
      move: 'Hamisha…',
      moveTitle: 'Hamisha %{name}',
      moveHint: 'Tafuta mzazi mpya kwa jina, kisha umchague',
      moveTo: 'Hamishia hapa',
      moved: 'Kimehamishwa kwa Mafanikio: %{name} chini ya %{parent}',
      cycle: 'Kipengele hakiwezi kuhamia chini yake chenyewe au chini ya vilivyo chini yake',
      sameParent: 'Kipengele tayari kiko chini ya mzazi huyu',
      stale: 'Mtu mwingine amebadilisha kipengele hiki tangu ulipofungua mti: kimesomwa upya',
      selectFirst: 'Chagua kipengele kwenye mti ili kukihamisha',
      kinds: {
        REGION: 'Mkoa',
        DISTRICT: 'Wilaya',
        WARD: 'Kata',
        VILLAGE: 'Kijiji',
        INSTITUTION: 'Taasisi',
        LOWER_LEVEL: 'Taasisi ya ngazi ya chini',
        CATEGORY: 'Kundi',
        SUB_CATEGORY: 'Kundi dogo',
      },
    },
  },
};

export default sw;
