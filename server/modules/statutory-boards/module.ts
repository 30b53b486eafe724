import { namedUaaList } from '../../reference-kit/uaaLists';
import { keptText } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { statutoryBoards } from '../../db/schema/referenceData';

/**
 * A professional registration board (CRB, ERB, AQRB, NBAA, ...): a reference list of the uaa
 * service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: statutoryBoards,
  label: 'Statutory board',
  own: { acronym: keptText(20) },
  typeName: 'StatutoryBoard',
  doc: 'A professional registration board (CRB, ERB, AQRB, NBAA, ...).',
  list: ['allStatutoryBoards', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const statutoryBoardsSwahili: SwahiliSeed = {
  table: 'statutory_boards',
  rows: [
    ['Contractors Registration Board', 'Bodi ya Usajili wa Wakandarasi'],
    ['Engineers Registration Board', 'Bodi ya Usajili wa Wahandisi'],
    [
      'Architects and Quantity Surveyors Registration Board',
      'Bodi ya Usajili wa Wabunifu Majengo na Wakadiriaji Majenzi',
    ],
    ['National Board of Accountants and Auditors', 'Bodi ya Taifa ya Wahasibu na Wakaguzi'],
    ['Tanzania Medicines and Medical Devices Authority', 'Mamlaka ya Dawa na Vifaa Tiba Tanzania'],
    [
      'Procurement and Supplies Professionals and Technicians Board',
      'Bodi ya Wataalamu wa Ununuzi na Ugavi',
    ],
    [
      'Energy and Water Utilities Regulatory Authority',
      'Mamlaka ya Udhibiti wa Huduma za Nishati na Maji',
    ],
    ['Tanzania Communications Regulatory Authority', 'Mamlaka ya Mawasiliano Tanzania'],
    ['Pharmacy Council', 'Baraza la Famasia'],
    ['Tanganyika Law Society', 'Chama cha Wanasheria Tanganyika'],
    ['Tanzania Bureau of Standards', 'Shirika la Viwango Tanzania'],
    ['Occupational Safety and Health Authority', 'Wakala wa Usalama na Afya Mahali pa Kazi'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: statutoryBoards,
    rows: [
      ['Contractors Registration Board', 'CRB'],
      ['Engineers Registration Board', 'ERB'],
      ['Architects and Quantity Surveyors Registration Board', 'AQRB'],
      ['National Board of Accountants and Auditors', 'NBAA'],
      ['Tanzania Medicines and Medical Devices Authority', 'TMDA'],
      ['Procurement and Supplies Professionals and Technicians Board', 'PSPTB'],
      ['Energy and Water Utilities Regulatory Authority', 'EWURA'],
      ['Tanzania Communications Regulatory Authority', 'TCRA'],
      ['Pharmacy Council', 'PC'],
      ['Tanganyika Law Society', 'TLS'],
      ['Tanzania Bureau of Standards', 'TBS'],
      ['Occupational Safety and Health Authority', 'OSHA'],
    ].map(([name, acronym]) => ({ name, acronym, createdBy: 'system' })),
    swahili: statutoryBoardsSwahili,
  },
}) satisfies ServerModule;
