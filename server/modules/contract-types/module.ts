import { defineReferenceEntity } from '../../reference-kit/store';
import { appReferenceApi, codedListSpec } from '../../reference-kit/appLists';
import { code, parentUuid, recordFields, shown, text } from '../../reference-kit/fields';
import { liveIdsByCode } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import {
  inProcurementCategory,
  listInProcurementCategory,
  procurementCategoryFields,
} from '../../reference-kit/categoryLists';
import type { ServerModule } from '../../serviceModules';
import { tenderCategories } from '../../db/schema/referenceData';
import { contractTypes } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';

/**
 * Forms of contract (lump sum, admeasurement, time-based...) of a procurement category: a reference
 * list of the app service, declared once with the reference kit.
 */

const contractTypeFields = recordFields({
  name: text(150),
  code: code(30),
  description: text(500, { optional: true }),
  procurementCategory: shown('ProcurementCategory'),
  procurementCategoryUuid: parentUuid({ required: true }),
});

const contractTypeList = defineReferenceEntity({
  table: contractTypes,
  label: 'Contract type',
  duplicateText: 'same code',
  listSpec: codedListSpec(contractTypes, listFields.ContractType),
  inputSchema: contractTypeFields.saveInput,
  ...inProcurementCategory,
});

const api = appReferenceApi({
  entity: contractTypeList,
  typeName: 'ContractType',
  doc: 'A form of contract (lump sum, admeasurement, time-based...) of a procurement category.',
  ...contractTypeFields.sdl,
  list: ['getContractTypes', 'appPage'],
  docs: {
    getContractTypes:
      'Contract types in the app envelope (filter: name LIKE, code EQ; sort: name, code).',
  },
  // getContractTypesInCategory (resolvers.ts) answers a whole list.
  withListResponse: true,
});

/** Tender category codes as the tender-categories module seeds them. */
const [G, W, C, NC] = ['G', 'W', 'C', 'NC'];

const contractTypeRows: [code: string, name: string, category: string, description: string][] = [
  ['G-FP', 'Fixed price', G, 'Goods supplied at prices fixed for the contract'],
  ['G-FW', 'Framework agreement', G, 'Call-off orders at agreed prices over a period'],
  ['W-LS', 'Lump sum', W, 'Works for one total price against drawings and specification'],
  ['W-BOQ', 'Admeasurement (bill of quantities)', W, 'Paid by measured quantities at unit rates'],
  ['W-DB', 'Design and build', W, 'The contractor designs and builds'],
  ['C-LS', 'Lump sum', C, 'Consultancy paid against deliverables'],
  ['C-TB', 'Time-based', C, 'Consultancy paid by the time of experts'],
  ['C-PB', 'Percentage-based', C, 'Fees as a percentage of the cost of the works'],
  ['C-RT', 'Retainer', C, 'Advisory services on call for a period'],
  ['NC-LS', 'Lump sum', NC, 'Services for one total price'],
  ['NC-UR', 'Unit rates', NC, 'Services paid by measured units (e.g. per month cleaning)'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const contractTypesSwahili: SwahiliSeed = {
  table: 'contract_types',
  key: 'code',
  rows: [
    ['G-FP', 'Bei maalum', 'Bidhaa hutolewa kwa bei zilizowekwa kwa muda wote wa mkataba'],
    ['G-FW', 'Mkataba wa mfumo', 'Maagizo kwa bei zilizokubaliwa katika kipindi fulani'],
    ['W-LS', 'Bei ya jumla', 'Kazi kwa bei moja ya jumla kulingana na michoro na vipimo'],
    [
      'W-BOQ',
      'Kazi zilizopimwa (jedwali la vipimo)',
      'Malipo kwa vipimo halisi kwa viwango vya bei',
    ],
    ['W-DB', 'Usanifu na ujenzi', 'Mkandarasi husanifu na kujenga'],
    ['C-LS', 'Bei ya jumla', 'Ushauri unaolipwa kwa kazi zinazowasilishwa'],
    ['C-TB', 'Kwa muda', 'Ushauri unaolipwa kwa muda wa wataalamu'],
    ['C-PB', 'Kwa asilimia', 'Ada kama asilimia ya gharama za kazi za ujenzi'],
    [
      'C-RT',
      'Ushauri wa kudumu',
      'Huduma za ushauri zinazopatikana zinapohitajika kwa kipindi fulani',
    ],
    ['NC-LS', 'Bei ya jumla', 'Huduma kwa bei moja ya jumla'],
    ['NC-UR', 'Viwango vya bei kwa kipimo', 'Huduma zinazolipwa kwa vipimo (mf. usafi kwa mwezi)'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  resolvers: {
    ContractType: procurementCategoryFields(),
  },
  also: [
    {
      service: 'app',
      schema: 'schema.graphql',
      resolvers: {
        Query: {
          getContractTypesInCategory: listInProcurementCategory(
            contractTypeList,
            contractTypes.procurementCategoryId,
            'uuid',
          ),
        },
      },
    },
  ],
  seed: {
    after: ['tender-categories'],
    table: contractTypes,
    when: 'newKeys',
    rows: async (db) => {
      const categories = await liveIdsByCode(db, tenderCategories, [G, W, C, NC]);
      return contractTypeRows
        .filter(([, , category]) => categories.has(category))
        .map(([code, name, category, description]) => ({
          code,
          name,
          description,
          procurementCategoryId: categories.get(category)!,
          createdBy: 'system',
        }));
    },
    swahili: contractTypesSwahili,
  },
}) satisfies ServerModule;
