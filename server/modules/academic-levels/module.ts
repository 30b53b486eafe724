import { whole } from '../../reference-kit/fields';
import { namedUaaList } from '../../reference-kit/uaaLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { academicLevels } from '../../db/schema/referenceData';

/**
 * An education level; rank orders them (1 is the lowest): a reference list of the uaa service,
 * declared once with the reference kit.
 */

const api = namedUaaList({
  table: academicLevels,
  label: 'Academic level',
  own: { rank: whole(0, 100, { optional: true }) },
  typeName: 'AcademicLevel',
  doc: 'An education level; rank orders them (1 is the lowest).',
  list: ['getAllAcademicLevels', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const academicLevelsSwahili: SwahiliSeed = {
  table: 'academic_levels',
  rows: [
    ['Primary Education', 'Elimu ya Msingi'],
    ['Certificate of Secondary Education (CSEE)', 'Cheti cha Elimu ya Sekondari (CSEE)'],
    [
      'Advanced Certificate of Secondary Education (ACSEE)',
      'Cheti cha Elimu ya Sekondari ya Juu (ACSEE)',
    ],
    ['Basic Technician Certificate (NTA Level 4)', 'Astashahada ya Awali (NTA Ngazi ya 4)'],
    ['Technician Certificate (NTA Level 5)', 'Astashahada (NTA Ngazi ya 5)'],
    ['Ordinary Diploma (NTA Level 6)', 'Stashahada (NTA Ngazi ya 6)'],
    ['Higher Diploma (NTA Level 7)', 'Stashahada ya Juu (NTA Ngazi ya 7)'],
    ["Bachelor's Degree (NTA Level 8)", 'Shahada ya Kwanza (NTA Ngazi ya 8)'],
    ['Postgraduate Diploma', 'Stashahada ya Uzamili'],
    ["Master's Degree", 'Shahada ya Uzamili'],
    ['Doctorate (PhD)', 'Shahada ya Uzamivu (PhD)'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: academicLevels,
    rows: [
      'Primary Education',
      'Certificate of Secondary Education (CSEE)',
      'Advanced Certificate of Secondary Education (ACSEE)',
      'Basic Technician Certificate (NTA Level 4)',
      'Technician Certificate (NTA Level 5)',
      'Ordinary Diploma (NTA Level 6)',
      'Higher Diploma (NTA Level 7)',
      "Bachelor's Degree (NTA Level 8)",
      'Postgraduate Diploma',
      "Master's Degree",
      'Doctorate (PhD)',
    ].map((name, index) => ({ name, rank: index + 1, createdBy: 'system' })),
    swahili: academicLevelsSwahili,
  },
}) satisfies ServerModule;
