import { namedUaaList } from '../../reference-kit/uaaLists';
import { namedRows } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { tendererCategories } from '../../db/schema/referenceData';

/**
 * The kind of tenderer (local company, foreign company, individual, special group...): a reference
 * list of the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: tendererCategories,
  label: 'Tenderer category',
  typeName: 'TendererCategory',
  doc: 'The kind of tenderer (local company, foreign company, individual, special group...).',
  list: ['allTendererCategories', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const tendererCategoriesSwahili: SwahiliSeed = {
  table: 'tenderer_categories',
  rows: [
    ['Local Company', 'Kampuni ya Ndani', 'Kampuni iliyosajiliwa Tanzania'],
    ['Foreign Company', 'Kampuni ya Nje', 'Kampuni iliyosajiliwa nje ya Tanzania'],
    ['Individual', 'Mtu Binafsi', 'Mfanyabiashara binafsi au mshauri binafsi'],
    ['Joint Venture', 'Ubia', 'Kampuni mbili au zaidi zinazoshiriki zabuni kwa pamoja'],
    [
      'Special Group',
      'Kundi Maalum',
      'Wanawake, vijana, wazee au watu wenye ulemavu (kifungu cha 64 cha Sheria ya Ununuzi wa Umma)',
    ],
    [
      'Public Institution',
      'Taasisi ya Umma',
      'Wakala wa Serikali au shirika la umma linaloshiriki zabuni',
    ],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: tendererCategories,
    rows: namedRows([
      ['Local Company', 'A company registered in Tanzania'],
      ['Foreign Company', 'A company registered outside Tanzania'],
      ['Individual', 'A sole proprietor or individual consultant'],
      ['Joint Venture', 'Two or more firms tendering together'],
      ['Special Group', 'Women, youth, elderly or persons with disabilities (PPA section 64)'],
      ['Public Institution', 'A government agency or public corporation that tenders'],
    ]),
    swahili: tendererCategoriesSwahili,
  },
}) satisfies ServerModule;
