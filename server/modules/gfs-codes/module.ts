import { z } from 'zod';
import { gfsCategories } from '../../../contract/procurementReference';
import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { gfsCodes } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { field, oneOf, recordFields, text } from '../../reference-kit/fields';

/**
 * Government Finance Statistics codes and what they stand for: a reference list of the app service,
 * declared once with the reference kit.
 */

const gfsCodeFields = recordFields({
  code: field(
    z
      .string()
      .trim()
      .regex(/^\d{2,10}$/, { error: 'A GFS code is 2 to 10 digits' }),
    'String!',
  ),
  description: text(300),
  category: oneOf(gfsCategories, 'REVENUE or EXPENDITURE.'),
});

const gfsCodeList = defineReferenceEntity({
  table: gfsCodes,
  label: 'GFS code',
  duplicateText: 'same code',
  listSpec: adminListSpec(gfsCodes, {
    ...listFields.GfsCode,
    filterable: { code: 'contains', description: 'contains' },
    enumFields: ['category'],
  }),
  inputSchema: gfsCodeFields.saveInput,
});

const api = appReferenceApi({
  entity: gfsCodeList,
  typeName: 'GfsCode',
  doc: 'A Government Finance Statistics code and what it stands for.',
  ...gfsCodeFields.sdl,
  list: ['getAllGFSCodes', 'all'],
  spelled: 'GFSCode',
  docs: {
    getAllGFSCodes: 'Every live GFS code by code, or one page given pageParam.',
  },
});

/**
 * GFS codes: Tanzania's expenditure items of the budget books and revenue items of the IMF GFS Manual
 * 2014 classification that Tanzania's chart of accounts follows.
 */
const gfsCodeRows: [code: string, description: string, category: 'REVENUE' | 'EXPENDITURE'][] = [
  ['1141', 'General taxes on goods and services', 'REVENUE'],
  ['1151', 'Customs and other import duties', 'REVENUE'],
  ['1415', 'Rent', 'REVENUE'],
  ['1422', 'Administrative fees', 'REVENUE'],
  ['1423', 'Incidental sales by nonmarket establishments', 'REVENUE'],
  ['143', 'Fines, penalties, and forfeits', 'REVENUE'],
  ['210100', 'Basic Salaries - Pers. Emol.', 'EXPENDITURE'],
  ['220100', 'Office and General Supplies and Services', 'EXPENDITURE'],
  ['220200', 'Utilities Supplies and Services', 'EXPENDITURE'],
  ['220300', 'Fuel, Oils and Lubricants', 'EXPENDITURE'],
  ['220400', 'Medical Supplies and Services', 'EXPENDITURE'],
  ['220700', 'Rental Expenses', 'EXPENDITURE'],
  ['220800', 'Training - Domestic', 'EXPENDITURE'],
  ['221000', 'Travel - In - Country', 'EXPENDITURE'],
  ['221100', 'Travel - Out - Country', 'EXPENDITURE'],
  ['221200', 'Communication and Information', 'EXPENDITURE'],
  ['221300', 'Educational Material Supplies and Services', 'EXPENDITURE'],
  ['221400', 'Hospitality Supplies and Services', 'EXPENDITURE'],
  ['221600', 'Food and Refreshments', 'EXPENDITURE'],
  ['229900', 'Other Operating Expenses', 'EXPENDITURE'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const gfsCodesSwahili: SwahiliSeed = {
  table: 'gfs_codes',
  key: 'code',
  columns: ['description_sw'],
  rows: [
    ['1141', null, 'Kodi za jumla za bidhaa na huduma'],
    ['1151', null, 'Ushuru wa forodha na ushuru mwingine wa bidhaa kutoka nje'],
    ['1415', null, 'Kodi ya pango'],
    ['1422', null, 'Ada za kiutawala'],
    ['1423', null, 'Mauzo ya mara kwa mara ya taasisi zisizo za kibiashara'],
    ['143', null, 'Faini, adhabu na mali zilizotaifishwa'],
    ['210100', null, 'Mishahara ya msingi - Stahili za watumishi'],
    ['220100', null, 'Vifaa na huduma za ofisi na za jumla'],
    ['220200', null, 'Huduma za maji, umeme na nishati'],
    ['220300', null, 'Mafuta na vilainishi'],
    ['220400', null, 'Vifaa na huduma za tiba'],
    ['220700', null, 'Gharama za pango'],
    ['220800', null, 'Mafunzo - ndani ya nchi'],
    ['221000', null, 'Safari - ndani ya nchi'],
    ['221100', null, 'Safari - nje ya nchi'],
    ['221200', null, 'Mawasiliano na habari'],
    ['221300', null, 'Vifaa na huduma za elimu'],
    ['221400', null, 'Vifaa na huduma za ukarimu'],
    ['221600', null, 'Chakula na viburudisho'],
    ['229900', null, 'Gharama nyingine za uendeshaji'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: gfsCodes,
    when: 'newKeys',
    rows: gfsCodeRows.map(([code, description, category]) => ({
      code,
      description,
      category,
      createdBy: 'system',
    })),
    swahili: gfsCodesSwahili,
  },
}) satisfies ServerModule;
