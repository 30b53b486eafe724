import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of chargeTypes/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    empty: {
      chargeTypes: 'Bado hakuna aina za tozo. Unda ya kwanza.',
    },
  },
  resources: {
    'charge-types': {
      name: 'Aina ya tozo |||| Aina za tozo',
      fields: {
        name: 'Jina',
        unitOfMeasure: 'Kipimo',
        active: 'Inatumika',
        createdAt: 'Imeundwa',
        createdBy: 'Imeundwa na',
        updatedAt: 'Imesasishwa',
        updatedBy: 'Imesasishwa na',
        q: 'Tafuta kwa jina',
      },
    },
  },
};

export default sw;
