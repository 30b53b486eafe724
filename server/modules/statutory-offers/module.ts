import { namedUaaList } from '../../reference-kit/uaaLists';
import { keptText } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { statutoryOffers } from '../../db/schema/referenceData';

/**
 * A statutory document a tenderer offers (TIN, tax clearance, ...) and who issues it: a reference
 * list of the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: statutoryOffers,
  label: 'Statutory offer',
  own: { issuingAuthority: keptText(200) },
  typeName: 'StatutoryOffer',
  doc: 'A statutory document a tenderer offers (TIN, tax clearance, ...) and who issues it.',
  list: ['allStatutoryOffers', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const statutoryOffersSwahili: SwahiliSeed = {
  table: 'statutory_offers',
  rows: [
    ['Certificate of Incorporation or Registration', 'Cheti cha Usajili wa Kampuni au Biashara'],
    ['Business Licence', 'Leseni ya Biashara'],
    [
      'Taxpayer Identification Number (TIN) Certificate',
      'Cheti cha Namba ya Utambulisho wa Mlipakodi (TIN)',
    ],
    ['Tax Clearance Certificate', 'Hati ya Uthibitisho wa Ulipaji Kodi'],
    ['VAT Registration Certificate', 'Cheti cha Usajili wa VAT'],
    ['NSSF Compliance Certificate', 'Cheti cha Kutimiza Masharti ya NSSF'],
    ['WCF Compliance Certificate', 'Cheti cha Kutimiza Masharti ya WCF'],
    ['OSHA Compliance Certificate', 'Cheti cha Kutimiza Masharti ya OSHA'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: statutoryOffers,
    rows: [
      ['Certificate of Incorporation or Registration', 'BRELA'],
      ['Business Licence', 'BRELA or the local government authority'],
      ['Taxpayer Identification Number (TIN) Certificate', 'TRA'],
      ['Tax Clearance Certificate', 'TRA'],
      ['VAT Registration Certificate', 'TRA'],
      ['NSSF Compliance Certificate', 'NSSF'],
      ['WCF Compliance Certificate', 'Workers Compensation Fund'],
      ['OSHA Compliance Certificate', 'OSHA'],
    ].map(([name, issuingAuthority]) => ({ name, issuingAuthority, createdBy: 'system' })),
    swahili: statutoryOffersSwahili,
  },
}) satisfies ServerModule;
