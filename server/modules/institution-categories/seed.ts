import type { Db } from '../../db/client';
import { institutionCategories } from '../../db/schema/institutions';
import { fillSwahili, type SwahiliSeed } from '../../reference-kit/swahiliSeed';

/** The kinds of public bodies that procure in Tanzania (Public Procurement Act, Cap. 410). */
const categoryNames = [
  'Ministry',
  'Independent Department',
  'Executive Agency',
  'Regional Secretariat',
  'Local Government Authority',
  'Public Corporation',
  'Parastatal Organisation',
  'Higher Learning Institution',
];

/** The categories in Kiswahili, as the Public Procurement Act's Swahili text names them. */
export const institutionCategoriesSwahili: SwahiliSeed = {
  table: 'institution_categories',
  columns: ['name_sw'],
  rows: [
    ['Ministry', 'Wizara'],
    ['Independent Department', 'Idara Inayojitegemea'],
    ['Executive Agency', 'Wakala wa Serikali'],
    ['Regional Secretariat', 'Sekretarieti ya Mkoa'],
    ['Local Government Authority', 'Mamlaka ya Serikali za Mitaa'],
    ['Public Corporation', 'Shirika la Umma'],
    ['Parastatal Organisation', 'Taasisi ya Umma'],
    ['Higher Learning Institution', 'Taasisi ya Elimu ya Juu'],
  ],
};

/** Idempotent: a category whose name is live already is left as it is. */
export async function seedInstitutionCategories(db: Db): Promise<void> {
  await db
    .insert(institutionCategories)
    .values(categoryNames.map((name) => ({ name, createdBy: 'system' })))
    .onConflictDoNothing();
  await fillSwahili(db, institutionCategoriesSwahili);
}
