import { namedUaaList } from '../../reference-kit/uaaLists';
import { namedRows } from '../../reference-kit/seeding';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { institutionActivities } from '../../db/schema/referenceData';

/**
 * An activity an institution carries out (its main activity): a reference list of the uaa service,
 * declared once with the reference kit.
 */

const api = namedUaaList({
  table: institutionActivities,
  label: 'Institution activity',
  typeName: 'InstitutionActivity',
  doc: 'An activity an institution carries out (its main activity).',
  // Not in the spec: the administrators' list of institution activities.
  list: ['getAllInstitutionActivities', 'all'],
  operations: {
    // The spec's name; like createUpdate<Entity> it updates when given a uuid.
    save: ['createInstitutionActivity', 'institutionActivity'],
  },
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const institutionActivitiesSwahili: SwahiliSeed = {
  table: 'institution_activities',
  rows: [
    ['Health Services', 'Huduma za Afya'],
    ['Education', 'Elimu'],
    ['Infrastructure and Construction', 'Miundombinu na Ujenzi'],
    ['Water and Sanitation', 'Maji na Usafi wa Mazingira'],
    ['Energy', 'Nishati'],
    ['Agriculture, Livestock and Fisheries', 'Kilimo, Mifugo na Uvuvi'],
    ['Finance and Revenue Collection', 'Fedha na Ukusanyaji wa Mapato'],
    ['Local Government Administration', 'Utawala wa Serikali za Mitaa'],
    ['Defence and Security', 'Ulinzi na Usalama'],
    ['Transport and Communication', 'Uchukuzi na Mawasiliano'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: institutionActivities,
    rows: namedRows([
      ['Health Services'],
      ['Education'],
      ['Infrastructure and Construction'],
      ['Water and Sanitation'],
      ['Energy'],
      ['Agriculture, Livestock and Fisheries'],
      ['Finance and Revenue Collection'],
      ['Local Government Administration'],
      ['Defence and Security'],
      ['Transport and Communication'],
    ]),
    swahili: institutionActivitiesSwahili,
  },
}) satisfies ServerModule;
