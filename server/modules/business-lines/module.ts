import type { Db } from '../../db/client';
import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import {
  rowName,
  uaaReferenceApi,
  uaaSaveInput,
  withTenderCategory,
} from '../../reference-kit/uaaLists';
import { keptText, parentOf, recordFields } from '../../reference-kit/fields';
import { seedOnce } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { parentFields } from '../../graphql/parentFields';
import { tenderCategoryIdsByCode } from '../../db/tenderCategoryRefs';
import { businessLines, tenderCategories } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * A line of business a tenderer registers for, under a tender category: a reference list of the uaa
 * service, declared once with the reference kit.
 */

const businessLineFields = recordFields({
  name: rowName(),
  code: keptText(30),
  description: keptText(500),
  ...parentOf('tenderCategory', 'TenderCategory'),
});

const businessLineEntity = defineReferenceEntity({
  table: businessLines,
  label: 'Business line',
  listSpec: namedListSpec(businessLines, listFields.BusinessLine),
  inputSchema: uaaSaveInput(businessLineFields),
  toColumns: ({ tenderCategoryUuid, uuid: _uuid, ...input }, db) =>
    withTenderCategory(db, tenderCategoryUuid, input),
});

const api = uaaReferenceApi({
  entity: businessLineEntity,
  typeName: 'BusinessLine',
  doc: 'A line of business a tenderer registers for, under a tender category.',
  ...businessLineFields.sdl,
  // The spec spells this list's page variable in lower case.
  list: ['allBusinessLines', 'page', 'pageparam'],
});

/** [category code, line code, name]; business-line-configurations says what each requires. */
const lines: [string, string, string][] = [
  ['W', 'W-BLD', 'Building Contractor'],
  ['W', 'W-CIV', 'Civil Works Contractor'],
  ['W', 'W-ELE', 'Electrical Installation Contractor'],
  ['W', 'W-MEC', 'Mechanical Installation Contractor'],
  ['W', 'W-SPC', 'Specialist Contractor'],
  ['G', 'G-OFF', 'Supply of Office Equipment and Stationery'],
  ['G', 'G-MED', 'Supply of Medicines and Medical Devices'],
  ['G', 'G-ICT', 'Supply of ICT Equipment'],
  ['G', 'G-VEH', 'Supply of Motor Vehicles and Spare Parts'],
  ['G', 'G-PET', 'Supply of Petroleum Products'],
  ['C', 'C-ENG', 'Engineering Consultancy'],
  ['C', 'C-ARC', 'Architectural and Quantity Surveying Consultancy'],
  ['C', 'C-AUD', 'Audit and Accounting Services'],
  ['C', 'C-LEG', 'Legal Services'],
  ['NC', 'NC-CLN', 'Cleaning and Fumigation Services'],
  ['NC', 'NC-SEC', 'Security Guard Services'],
  ['NC', 'NC-CAT', 'Catering Services'],
  ['NC', 'NC-TRN', 'Transport Services'],
];

async function seedBusinessLines(db: Db) {
  const categoryIds = await tenderCategoryIdsByCode(db);
  await db.insert(businessLines).values(
    lines.map(([categoryCode, code, name]) => ({
      name,
      code,
      tenderCategoryId: categoryIds.get(categoryCode) ?? null,
      createdBy: 'system',
    })),
  );
}

/** The seeded rows in Kiswahili (fillSwahili). */
export const businessLinesSwahili: SwahiliSeed = {
  table: 'business_lines',
  key: 'code',
  rows: [
    ['W-BLD', 'Mkandarasi wa Majengo'],
    ['W-CIV', 'Mkandarasi wa Kazi za Kiraia'],
    ['W-ELE', 'Mkandarasi wa Usimikaji wa Umeme'],
    ['W-MEC', 'Mkandarasi wa Usimikaji wa Mitambo'],
    ['W-SPC', 'Mkandarasi Maalum'],
    ['G-OFF', 'Ugavi wa Vifaa vya Ofisi na Shajara'],
    ['G-MED', 'Ugavi wa Dawa na Vifaa Tiba'],
    ['G-ICT', 'Ugavi wa Vifaa vya TEHAMA'],
    ['G-VEH', 'Ugavi wa Magari na Vipuri'],
    ['G-PET', 'Ugavi wa Bidhaa za Mafuta ya Petroli'],
    ['C-ENG', 'Ushauri wa Kihandisi'],
    ['C-ARC', 'Ushauri wa Usanifu Majengo na Ukadiriaji Majenzi'],
    ['C-AUD', 'Huduma za Ukaguzi na Uhasibu'],
    ['C-LEG', 'Huduma za Kisheria'],
    ['NC-CLN', 'Huduma za Usafi na Unyunyiziaji wa Dawa'],
    ['NC-SEC', 'Huduma za Walinzi'],
    ['NC-CAT', 'Huduma za Chakula'],
    ['NC-TRN', 'Huduma za Usafirishaji'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  resolvers: {
    BusinessLine: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  },
  seed: {
    after: ['tender-categories'],
    run: (db) => seedOnce(db, businessLines, () => seedBusinessLines(db)),
    swahili: businessLinesSwahili,
  },
}) satisfies ServerModule;
