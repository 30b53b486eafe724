import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import { rowName, uaaReferenceApi, uaaSaveInput } from '../../reference-kit/uaaLists';
import { keptText, recordFields, text } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { tenderCategoriesAssignedTo } from '../../db/tenderCategoryRefs';
import { tenderCategories } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * What a tender procures (Goods, Works, Consultancy, Non-consultancy): a reference list of the uaa
 * service, declared once with the reference kit. The app service names them procurement categories
 * (procurementCategory.graphql).
 */

const tenderCategoryFields = recordFields({
  name: rowName(),
  code: text(20),
  description: keptText(500),
});

const tenderCategoryEntity = defineReferenceEntity({
  table: tenderCategories,
  label: 'Tender category',
  listSpec: namedListSpec(tenderCategories, listFields.TenderCategory),
  inputSchema: uaaSaveInput(tenderCategoryFields),
  duplicateText: 'same name or code',
});

const api = uaaReferenceApi({
  entity: tenderCategoryEntity,
  typeName: 'TenderCategory',
  doc: 'What a tender procures: Goods, Works, Consultancy, Non-consultancy.',
  ...tenderCategoryFields.sdl,
  list: ['allTenderCategories', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const tenderCategoriesSwahili: SwahiliSeed = {
  table: 'tender_categories',
  key: 'code',
  rows: [
    ['G', 'Bidhaa', 'Ugavi wa bidhaa, malighafi na vifaa'],
    ['W', 'Kazi za Ujenzi', 'Kazi za ujenzi, ukarabati na usimikaji'],
    ['C', 'Huduma za Ushauri', 'Huduma za kitaalamu na za ushauri'],
    ['NC', 'Huduma Zisizo za Ushauri', 'Huduma zenye matokeo yanayoonekana na kupimika'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  also: [
    {
      service: 'uaa',
      schema: 'schema.graphql',
      resolvers: {
        Query: {
          getUserTenderCategoryByAssignment: signedInOperation(
            async (_args: unknown, { db, user }) =>
              successList(await tenderCategoriesAssignedTo(db, user)),
          ),
        },
      },
    },
    // The same categories as the app service's lists name them (contract types, procurement methods...).
    { service: 'app', schema: 'procurementCategory.graphql', resolvers: {} },
  ],
  seed: {
    table: tenderCategories,
    rows: [
      ['Goods', 'G', 'Supply of products, materials and equipment'],
      ['Works', 'W', 'Construction, rehabilitation and installation works'],
      ['Consultancy Services', 'C', 'Intellectual and advisory services'],
      ['Non-Consultancy Services', 'NC', 'Services with measurable physical outputs'],
    ].map(([name, code, description]) => ({ name, code, description, createdBy: 'system' })),
    swahili: tenderCategoriesSwahili,
  },
}) satisfies ServerModule;
