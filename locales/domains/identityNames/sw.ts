import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of identityNames/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    roleNames: {
      SUPER_ADMINISTRATOR: 'Msimamizi wa mfumo',
      PROCUREMENT_OFFICER: 'Afisa ununuzi',
      HEAD_OF_PMU: 'Mkuu wa kitengo cha usimamizi wa ununuzi',
      ACCOUNTING_OFFICER: 'Afisa masuhuli',
      INSTITUTION_ADMINISTRATOR: 'Msimamizi wa taasisi',
      LOWER_LEVEL_ADMINISTRATOR: 'Msimamizi wa ngazi ya chini',
    },
    userTypes: {
      SUBSCRIBER: 'Msajiliwa',
      TENDERER: 'Mzabuni',
      PPRA: 'Mdhibiti (PPRA)',
      PROCURING_ENTITY: 'Taasisi nunuzi',
      MANUFACTURER: 'Mtengenezaji',
      EMBASSY: 'Ubalozi',
    },
  },
};

export default sw;
