import { z } from 'zod';
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
import { tenderCategories, tenderSubCategories } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * A finer class of a tender category (Works: building works, civil works, ...): a reference list of
 * the uaa service, declared once with the reference kit.
 */

const subCategoryFields = recordFields({
  name: rowName(),
  description: keptText(500),
  ...parentOf('tenderCategory', 'TenderCategory', { required: true }),
});
const subCategoryInput = uaaSaveInput(subCategoryFields);

const tenderSubCategoryEntity = defineReferenceEntity({
  table: tenderSubCategories,
  label: 'Tender sub-category',
  listSpec: namedListSpec(tenderSubCategories, listFields.TenderSubCategory),
  inputSchema: subCategoryInput,
  duplicateText: 'same name in this tender category',
  references: { tenderCategoryUuid: { table: tenderCategories, column: 'tenderCategoryId' } },
  toColumns: ({ tenderCategoryUuid, ...input }: z.infer<typeof subCategoryInput>, db) =>
    withTenderCategory(db, tenderCategoryUuid, {
      name: input.name,
      description: input.description,
      active: input.active,
    }),
});

const api = uaaReferenceApi({
  entity: tenderSubCategoryEntity,
  typeName: 'TenderSubCategory',
  doc: 'A finer class of a tender category (Works: building works, civil works, ...).',
  ...subCategoryFields.sdl,
  list: ['allTenderSubCategories', 'all'],
  docs: {
    findTenderSubCategoryByUuid: 'One live tender sub-category by uuid.',
  },
});

const subCategoriesByCode: Record<string, string[]> = {
  G: [
    'Office Supplies and Stationery',
    'Medical Supplies and Equipment',
    'ICT Equipment',
    'Motor Vehicles and Spare Parts',
    'Furniture',
    'Fuel and Lubricants',
    'Food and Beverages',
    'Agricultural Inputs',
    'Laboratory Equipment',
    'Uniforms and Textiles',
  ],
  W: [
    'Building Works',
    'Civil Works (Roads and Bridges)',
    'Electrical Works',
    'Mechanical Works',
    'Water and Sanitation Works',
    'Specialist Works',
  ],
  C: [
    'Engineering Design and Supervision',
    'Audit and Accounting',
    'Legal Services',
    'Management Consultancy',
    'ICT Consultancy',
    'Architectural and Quantity Surveying',
  ],
  NC: [
    'Cleaning Services',
    'Security Services',
    'Transport and Logistics',
    'Catering Services',
    'Printing Services',
    'Maintenance and Repair',
    'Insurance Services',
    'Travel Agency Services',
  ],
};

/** The sub-categories of each seeded category (categories renamed away are left out). */
async function seedSubCategories(db: Db) {
  const categoryIds = await tenderCategoryIdsByCode(db);
  const rows = Object.entries(subCategoriesByCode).flatMap(([code, names]) => {
    const tenderCategoryId = categoryIds.get(code);
    return tenderCategoryId
      ? names.map((name) => ({ name, tenderCategoryId, createdBy: 'system' }))
      : [];
  });
  if (rows.length > 0) await db.insert(tenderSubCategories).values(rows);
}

/** The seeded rows in Kiswahili (fillSwahili). */
export const tenderSubCategoriesSwahili: SwahiliSeed = {
  table: 'tender_sub_categories',
  rows: [
    ['Office Supplies and Stationery', 'Vifaa vya Ofisi na Shajara'],
    ['Medical Supplies and Equipment', 'Vifaa na Zana za Tiba'],
    ['ICT Equipment', 'Vifaa vya TEHAMA'],
    ['Motor Vehicles and Spare Parts', 'Magari na Vipuri'],
    ['Furniture', 'Samani'],
    ['Fuel and Lubricants', 'Mafuta na Vilainishi'],
    ['Food and Beverages', 'Vyakula na Vinywaji'],
    ['Agricultural Inputs', 'Pembejeo za Kilimo'],
    ['Laboratory Equipment', 'Vifaa vya Maabara'],
    ['Uniforms and Textiles', 'Sare na Nguo'],
    ['Building Works', 'Kazi za Majengo'],
    ['Civil Works (Roads and Bridges)', 'Kazi za Kiraia (Barabara na Madaraja)'],
    ['Electrical Works', 'Kazi za Umeme'],
    ['Mechanical Works', 'Kazi za Mitambo'],
    ['Water and Sanitation Works', 'Kazi za Maji na Usafi wa Mazingira'],
    ['Specialist Works', 'Kazi za Kitaalamu Maalum'],
    ['Engineering Design and Supervision', 'Usanifu na Usimamizi wa Kihandisi'],
    ['Audit and Accounting', 'Ukaguzi na Uhasibu'],
    ['Legal Services', 'Huduma za Kisheria'],
    ['Management Consultancy', 'Ushauri wa Menejimenti'],
    ['ICT Consultancy', 'Ushauri wa TEHAMA'],
    ['Architectural and Quantity Surveying', 'Usanifu Majengo na Ukadiriaji Majenzi'],
    ['Cleaning Services', 'Huduma za Usafi'],
    ['Security Services', 'Huduma za Ulinzi'],
    ['Transport and Logistics', 'Usafirishaji na Lojistiki'],
    ['Catering Services', 'Huduma za Chakula'],
    ['Printing Services', 'Huduma za Uchapishaji'],
    ['Maintenance and Repair', 'Matengenezo na Ukarabati'],
    ['Insurance Services', 'Huduma za Bima'],
    ['Travel Agency Services', 'Huduma za Wakala wa Safari'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  resolvers: {
    TenderSubCategory: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  },
  seed: {
    after: ['tender-categories'],
    run: (db) => seedOnce(db, tenderSubCategories, () => seedSubCategories(db)),
    swahili: tenderSubCategoriesSwahili,
  },
}) satisfies ServerModule;
