/**
 * Fixed value sets of the procurement reference data, shared by the server's validation and the
 * browser's choices.
 */

/** The OCDS method codelist a national procurement method maps to. */
export const ocdsMethods = ['open', 'selective', 'limited', 'direct'] as const;

/** The kinds of procurement stage (procurementStageTypeEnum), in their usual order. */
export const procurementStageTypes = [
  'PLANNING',
  'TENDERING',
  'OPENING',
  'EVALUATION',
  'APPROVAL',
  'AWARD',
  'CONTRACT',
] as const;

/** How a specification field is filled in. */
export const specificationFieldTypes = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'LIST'] as const;

/** How an inspection test question is answered. */
export const inspectionInputTypes = ['TEXT', 'NUMBER', 'YES_NO', 'DATE'] as const;

export const unspscLevels = ['SEGMENT', 'FAMILY', 'CLASS', 'COMMODITY'] as const;

export const gfsCategories = ['REVENUE', 'EXPENDITURE'] as const;

export const holidayTypes = ['public', 'bank', 'optional', 'school', 'observance'] as const;

/** Departmental needs: drafted by a department, submitted, then taken into the annual plan. */
export const departmentalNeedStatuses = ['DRAFT', 'SUBMITTED', 'CONSOLIDATED'] as const;
