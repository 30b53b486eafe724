import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
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
import { schedulesOfRequirements } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { parentUuid, recordFields, shown, text } from '../../reference-kit/fields';

/**
 * Schedule-of-requirements templates of a procurement category: a reference list of the app
 * service, declared once with the reference kit.
 */

const scheduleFields = recordFields({
  name: text(200),
  description: text(1000, { optional: true }),
  procurementCategory: shown('ProcurementCategory'),
  procurementCategoryUuid: parentUuid({ required: true }),
});

const scheduleOfRequirementsList = defineReferenceEntity({
  table: schedulesOfRequirements,
  label: 'Schedule of requirements',
  listSpec: adminListSpec(schedulesOfRequirements, {
    ...listFields.ScheduleOfRequirements,
    filterable: { name: 'contains' },
  }),
  inputSchema: scheduleFields.saveInput,
  ...inProcurementCategory,
});

const api = appReferenceApi({
  entity: scheduleOfRequirementsList,
  typeName: 'ScheduleOfRequirements',
  doc: 'A schedule-of-requirements template of a procurement category.',
  ...scheduleFields.sdl,
  list: [
    ['getScheduleOfRequirements', 'all'],
    ['getScheduleOfRequirementsData', 'appPage'],
  ],
  docs: {
    getScheduleOfRequirementsData:
      'Schedules of requirements in the app envelope (filter: name LIKE).',
    getScheduleOfRequirements:
      'Every live schedule of requirements by name, or one page given pageParam.',
  },
});

/** Tender category codes as the tender-categories module seeds them. */
const [G, W, C, NC] = ['G', 'W', 'C', 'NC'];

/** The seeded rows in Kiswahili (fillSwahili). */
export const schedulesOfRequirementsSwahili: SwahiliSeed = {
  table: 'schedules_of_requirements',
  rows: [
    [
      'Schedule of requirements (goods and delivery)',
      'Jedwali la mahitaji (bidhaa na uwasilishaji)',
      'Bidhaa, idadi na tarehe za kuwasilisha',
    ],
    [
      'Bill of quantities',
      'Jedwali la vipimo vya kazi',
      'Vipengele vya kazi vilivyopimwa pamoja na idadi zake',
    ],
    [
      'Terms of reference',
      'Hadidu za rejea',
      'Malengo, wigo, matokeo yatakayowasilishwa na wataalamu',
    ],
    [
      'Schedule of services',
      'Jedwali la huduma',
      'Huduma, matokeo yake yanayopimika na marudio yake',
    ],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  resolvers: {
    ScheduleOfRequirements: procurementCategoryFields(),
  },
  also: [
    {
      service: 'app',
      schema: 'schema.graphql',
      resolvers: {
        Query: {
          getScheduleOfRequirementsByProcurementCategoryUuid: listInProcurementCategory(
            scheduleOfRequirementsList,
            schedulesOfRequirements.procurementCategoryId,
            'procurementCategoryUuid',
          ),
        },
      },
    },
  ],
  seed: {
    after: ['tender-categories'],
    table: schedulesOfRequirements,
    rows: async (db) => {
      const categories = await liveIdsByCode(db, tenderCategories, [G, W, C, NC]);
      return (
        [
          [
            G,
            'Schedule of requirements (goods and delivery)',
            'Items, quantities and delivery dates',
          ],
          [W, 'Bill of quantities', 'Measured items of the works with their quantities'],
          [C, 'Terms of reference', 'Objectives, scope, deliverables and experts'],
          [NC, 'Schedule of services', 'Services, their measurable outputs and frequencies'],
        ] as const
      )
        .filter(([category]) => categories.has(category))
        .map(([category, name, description]) => ({
          name,
          description,
          procurementCategoryId: categories.get(category)!,
          createdBy: 'system',
        }));
    },
    swahili: schedulesOfRequirementsSwahili,
  },
}) satisfies ServerModule;
