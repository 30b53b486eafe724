import { defineReferenceEntity } from '../../reference-kit/store';
import { appReferenceApi, codedListSpec } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { sourcesOfFunds } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { code, recordFields, text } from '../../reference-kit/fields';

/**
 * Where the money of a procurement comes from: a reference list of the app service, declared once
 * with the reference kit.
 */

const sourceOfFundsFields = recordFields({
  name: text(150),
  code: code(20),
  description: text(500, { optional: true }),
});

const sourceOfFundsList = defineReferenceEntity({
  table: sourcesOfFunds,
  label: 'Source of funds',
  duplicateText: 'same code',
  listSpec: codedListSpec(sourcesOfFunds, listFields.SourceOfFunds),
  inputSchema: sourceOfFundsFields.saveInput,
});

const api = appReferenceApi({
  entity: sourceOfFundsList,
  typeName: 'SourceOfFunds',
  doc: 'Where the money of a procurement comes from.',
  ...sourceOfFundsFields.sdl,
  list: [
    ['getSourceOfFunds', 'all'],
    ['getAllSourceOfFunds', 'appPage'],
  ],
  docs: {
    getAllSourceOfFunds:
      'Sources of funds in the app envelope (filter: name LIKE, code EQ, active EQ).',
    getSourceOfFunds: 'Every live source of funds by name, or one page given pageParam.',
  },
});

const sourceOfFundsRows: [code: string, name: string, description: string][] = [
  ['GOT', 'Government of Tanzania', 'Funds voted by Parliament (recurrent and development)'],
  ['OWN', 'Own source revenue', "The institution's own collections"],
  ['DP-GRANT', 'Development partner grant', 'Grants from development partners'],
  ['DP-LOAN', 'Development partner loan', 'Concessional and non-concessional loans'],
  ['BASKET', 'Basket fund', 'Pooled funds of several development partners'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const sourcesOfFundsSwahili: SwahiliSeed = {
  table: 'sources_of_funds',
  key: 'code',
  rows: [
    [
      'GOT',
      'Serikali ya Tanzania',
      'Fedha zilizoidhinishwa na Bunge (matumizi ya kawaida na ya maendeleo)',
    ],
    ['OWN', 'Mapato ya ndani', 'Makusanyo ya taasisi yenyewe'],
    ['DP-GRANT', 'Ruzuku ya washirika wa maendeleo', 'Ruzuku kutoka kwa washirika wa maendeleo'],
    ['DP-LOAN', 'Mkopo wa washirika wa maendeleo', 'Mikopo yenye masharti nafuu na ya kawaida'],
    ['BASKET', 'Mfuko wa pamoja', 'Fedha za pamoja za washirika kadhaa wa maendeleo'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: sourcesOfFunds,
    when: 'newKeys',
    rows: sourceOfFundsRows.map(([code, name, description]) => ({
      code,
      name,
      description,
      createdBy: 'system',
    })),
    swahili: sourcesOfFundsSwahili,
  },
}) satisfies ServerModule;
