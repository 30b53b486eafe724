import type { Db } from '../../db/client';
import { institutionCategories } from '../../db/schema/institutions';

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

/** Idempotent: a category whose name is live already is left as it is. */
export async function seedInstitutionCategories(db: Db): Promise<void> {
  await db
    .insert(institutionCategories)
    .values(categoryNames.map((name) => ({ name, createdBy: 'system' })))
    .onConflictDoNothing();
}
