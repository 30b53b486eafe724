import { defineReferenceEntity } from '../../reference-kit/store';
import { appReferenceApi, codedListSpec } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { selectionMethods } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { code, recordFields, text } from '../../reference-kit/fields';

/**
 * The methods of selecting consultants (QCBS, QBS, FBS, LCS, CQS, SSS): a reference list of the app
 * service, declared once with the reference kit.
 */

const selectionMethodFields = recordFields({
  name: text(150),
  code: code(20),
  description: text(500, { optional: true }),
});

const selectionMethodList = defineReferenceEntity({
  table: selectionMethods,
  label: 'Selection method',
  duplicateText: 'same code',
  listSpec: codedListSpec(selectionMethods, listFields.SelectionMethod),
  inputSchema: selectionMethodFields.saveInput,
});

const api = appReferenceApi({
  entity: selectionMethodList,
  typeName: 'SelectionMethod',
  doc: 'A method of selecting consultants (QCBS, QBS, FBS, LCS, CQS, SSS).',
  ...selectionMethodFields.sdl,
  list: ['getSelectionMethods', 'all'],
  docs: {
    getSelectionMethods: 'Every live selection method by name, or one page given pageParam.',
  },
});

const selectionMethodRows: [code: string, name: string][] = [
  ['QCBS', 'Quality and Cost Based Selection'],
  ['QBS', 'Quality Based Selection'],
  ['FBS', 'Selection under a Fixed Budget'],
  ['LCS', 'Least Cost Selection'],
  ['CQS', "Selection Based on Consultants' Qualifications"],
  ['SSS', 'Single Source Selection'],
  ['ICS', 'Individual Consultant Selection'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const selectionMethodsSwahili: SwahiliSeed = {
  table: 'selection_methods',
  key: 'code',
  rows: [
    ['QCBS', 'Uteuzi kwa Kuzingatia Ubora na Gharama'],
    ['QBS', 'Uteuzi kwa Kuzingatia Ubora'],
    ['FBS', 'Uteuzi kwa Bajeti Isiyobadilika'],
    ['LCS', 'Uteuzi kwa Gharama Nafuu Zaidi'],
    ['CQS', 'Uteuzi kwa Kuzingatia Sifa za Washauri'],
    ['SSS', 'Uteuzi kutoka Chanzo Kimoja'],
    ['ICS', 'Uteuzi wa Mshauri Binafsi'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: selectionMethods,
    when: 'newKeys',
    rows: selectionMethodRows.map(([code, name]) => ({ code, name, createdBy: 'system' })),
    swahili: selectionMethodsSwahili,
  },
}) satisfies ServerModule;
