import { z } from 'zod';
import { field, flag } from '../../reference-kit/fields';
import { namedUaaList } from '../../reference-kit/uaaLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { tendererProfileSettings } from '../../db/schema/referenceData';

/**
 * A section of the tenderer profile and whether it is required before bidding: a reference list of
 * the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: tendererProfileSettings,
  label: 'Tenderer profile setting',
  own: {
    code: field(
      z
        .string()
        .trim()
        .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Upper-case letters, digits and _ (PERSONNEL)'),
      'String!',
    ),
    isRequired: flag({ optional: true }),
  },
  duplicateText: 'same name or code',
  typeName: 'TendererProfileSetting',
  doc: 'A section of the tenderer profile and whether it is required before bidding.',
  list: ['getAllTendererProfileSettings', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const tendererProfileSettingsSwahili: SwahiliSeed = {
  table: 'tenderer_profile_settings',
  key: 'code',
  rows: [
    ['PERSONNEL', 'Taarifa za wafanyakazi'],
    ['PERSONNEL_EXPERIENCE', 'Uzoefu wa kazi wa wafanyakazi'],
    ['WORK_EXPERIENCE', 'Uzoefu wa kazi wa mzabuni'],
    ['LITIGATION', 'Kumbukumbu za mashauri'],
    ['WORK_EQUIPMENT', 'Vifaa vya kazi'],
    ['FINANCIAL_RESOURCES', 'Rasilimali fedha'],
    ['FINANCIAL_STATEMENTS', 'Taarifa za fedha (mtiririko wa fedha)'],
    ['BUSINESS_LINES', 'Fani za biashara'],
    ['STATUTORY_DOCUMENTS', 'Nyaraka za kisheria'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: tendererProfileSettings,
    rows: (
      [
        ['PERSONNEL', 'Personnel information', true],
        ['PERSONNEL_EXPERIENCE', 'Personnel work experience', true],
        ['WORK_EXPERIENCE', 'Tenderer work experience', true],
        ['LITIGATION', 'Litigation records', true],
        ['WORK_EQUIPMENT', 'Work equipment', false],
        ['FINANCIAL_RESOURCES', 'Financial resources', false],
        ['FINANCIAL_STATEMENTS', 'Financial statements (cash flow)', true],
        ['BUSINESS_LINES', 'Business lines', true],
        ['STATUTORY_DOCUMENTS', 'Statutory documents', true],
      ] as const
    ).map(([code, name, isRequired]) => ({ code, name, isRequired, createdBy: 'system' })),
    swahili: tendererProfileSettingsSwahili,
  },
}) satisfies ServerModule;
