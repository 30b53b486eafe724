import { z } from 'zod';
import { defineReferenceEntity } from '../../reference-kit/store';
import { optionalText, requiredText } from '../../validation/inputs';
import { adminListSpec, appReferenceApi, isoDate, saveBase } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { specialDays } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';

/**
 * Days the platform treats specially (closing and opening dates skip them): a reference list of the
 * app service, declared once with the reference kit.
 */

const specialDayList = defineReferenceEntity({
  table: specialDays,
  label: 'Special day',
  duplicateText: 'same date',
  listSpec: adminListSpec(specialDays, {
    ...listFields.SpecialDay,
    filterable: { name: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    date: isoDate,
    description: optionalText(500),
  }),
});

const api = appReferenceApi({
  entity: specialDayList,
  typeName: 'SpecialDay',
  doc: 'A day the platform treats specially (closing and opening dates skip it).',
  fields: `
    name: String!
    "YYYY-MM-DD."
    date: String!
    description: String`,
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
