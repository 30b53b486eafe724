import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of billing charge types.
 */
const en: LocaleFragment = {
  zabuni: {
    empty: {
      chargeTypes: 'No charge types yet. Create the first one.',
    },
  },
  resources: {
    'charge-types': {
      name: 'Charge type |||| Charge types',
      fields: {
        name: 'Name',
        unitOfMeasure: 'Unit of measure',
        active: 'Active',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Updated',
        updatedBy: 'Updated by',
        q: 'Search by name',
      },
    },
  },
};

export default en;
