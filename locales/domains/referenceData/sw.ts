import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of referenceData/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'Bado hakuna %{name}. Unda cha kwanza.',
      activate: 'Washa',
      deactivate: 'Zima',
      activated: 'Imewashwa kwa Mafanikio',
      deactivated: 'Imezimwa kwa Mafanikio',
      digitsOnly: 'Tarakimu pekee',
      notFutureYear: 'Si mwaka ujao',
      nameSw: 'Jina (Kiswahili)',
      descriptionSw: 'Maelezo (Kiswahili)',
      constantOnly: 'Herufi kubwa, tarakimu na _, ikianza na herufi',
      menu: 'Data za marejeo',
      authorityTypes: {
        CENTRAL: 'Serikali kuu',
        LOCAL_GOVERNMENT: 'Mamlaka ya serikali za mitaa',
      },
      certificate: 'Cheti cha usajili',
      noCertificate: 'Bado hakuna cheti kilichotolewa.',
      validCertificate: 'Ni halali hadi %{date}',
      expiredCertificate: 'Kiliisha tarehe %{date}',
      activeFilter: 'Onyesha',
      activeOnly: 'Wazabuni wanaotumika',
      inactiveOnly: 'Wazabuni wasiotumika',
    },
  },
};

export default sw;
