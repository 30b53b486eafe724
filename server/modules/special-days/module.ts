import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { specialDays } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { isoDay, recordFields, text } from '../../reference-kit/fields';

/**
 * Days the platform treats specially (closing and opening dates skip them): a reference list of the
 * app service, declared once with the reference kit.
 */

const specialDayFields = recordFields({
  name: text(150),
  date: isoDay(),
  description: text(500, { optional: true }),
});

const specialDayList = defineReferenceEntity({
  table: specialDays,
  label: 'Special day',
  duplicateText: 'same date',
  listSpec: adminListSpec(specialDays, {
    ...listFields.SpecialDay,
    filterable: { name: 'contains' },
  }),
  inputSchema: specialDayFields.saveInput,
});

const api = appReferenceApi({
  entity: specialDayList,
  typeName: 'SpecialDay',
  doc: 'A day the platform treats specially (closing and opening dates skip it).',
  ...specialDayFields.sdl,
  list: ['getSpecialDays', 'all'],
  docs: {
    getSpecialDays:
      "Every live special day by date (the browser caches them as 'special-days'), or one page given pageParam.",
  },
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const specialDaysSwahili: SwahiliSeed = {
  table: 'special_days',
  rows: [
    [
      'General Election Day',
      'Siku ya Uchaguzi Mkuu',
      'Siku ya mapumziko iliyotangazwa kwa ajili ya uchaguzi mkuu',
    ],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: specialDays,
    when: 'newKeys',
    rows: [
      {
        name: 'General Election Day',
        date: '2025-10-29',
        description: 'Public holiday declared for the general election',
        createdBy: 'system',
      },
    ],
    swahili: specialDaysSwahili,
  },
}) satisfies ServerModule;
