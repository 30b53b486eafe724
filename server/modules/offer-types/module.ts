import { namedUaaList } from '../../reference-kit/uaaLists';
import { namedRows } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { offerTypes } from '../../db/schema/referenceData';

/**
 * A kind of offer a tenderer may submit (main offer, alternative offer, ...): a reference list of
 * the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: offerTypes,
  label: 'Offer type',
  typeName: 'OfferType',
  doc: 'A kind of offer a tenderer may submit (main offer, alternative offer, ...).',
  list: ['allOfferTypes', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const offerTypesSwahili: SwahiliSeed = {
  table: 'offer_types',
  rows: [
    ['Main Offer', 'Ofa Kuu', 'Ofa inayojibu zabuni kama ilivyotangazwa'],
    ['Alternative Offer', 'Ofa Mbadala', 'Mbadala wa kiufundi pale zabuni inaporuhusu'],
    ['Unconditional Discount', 'Punguzo Lisilo na Masharti', 'Punguzo la ofa kuu bila masharti'],
    [
      'Conditional Discount',
      'Punguzo lenye Masharti',
      'Punguzo linalotumika iwapo loti kadhaa zitatolewa',
    ],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: offerTypes,
    rows: namedRows([
      ['Main Offer', 'The offer that answers the tender as issued'],
      ['Alternative Offer', 'A technical alternative where the tender allows one'],
      ['Unconditional Discount', 'A discount on the main offer without conditions'],
      ['Conditional Discount', 'A discount that applies if several lots are awarded'],
    ]),
    swahili: offerTypesSwahili,
  },
}) satisfies ServerModule;
