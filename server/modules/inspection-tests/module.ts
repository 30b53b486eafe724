import { inspectionInputTypes } from '../../../contract/procurementReference';
import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { inspectionTests } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { oneOf, recordFields, text } from '../../reference-kit/fields';

/**
 * The questions the inspection committee answers on delivery: a reference list of the app service,
 * declared once with the reference kit.
 */

const inspectionTestFields = recordFields({
  inspectionTestQuestion: text(500),
  inputType: oneOf(inspectionInputTypes, 'TEXT, NUMBER, YES_NO or DATE.'),
});

const inspectionTestList = defineReferenceEntity({
  table: inspectionTests,
  label: 'Inspection test',
  listSpec: adminListSpec(inspectionTests, {
    ...listFields.InspectionTest,
    filterable: { inspectionTestQuestion: 'contains' },
    enumFields: ['inputType'],
  }),
  inputSchema: inspectionTestFields.saveInput,
});

const api = appReferenceApi({
  entity: inspectionTestList,
  typeName: 'InspectionTest',
  doc: 'A question the inspection committee answers on delivery.',
  ...inspectionTestFields.sdl,
  list: ['allInspectionTests', 'all'],
  docs: {
    allInspectionTests:
      'Every live inspection test in the order they were added, or one page given pageParam.',
  },
});

const inspectionTestRows: [question: string, inputType: string][] = [
  ['Do the delivered items match the specification in the contract?', 'YES_NO'],
  ['How many items were delivered?', 'NUMBER'],
  ['Are the items free from visible damage?', 'YES_NO'],
  ['Were the items tested in operation and found working?', 'YES_NO'],
  ['On which date were the items delivered?', 'DATE'],
  ['Remarks of the inspection committee', 'TEXT'],
];

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: inspectionTests,
    rows: inspectionTestRows.map(([inspectionTestQuestion, inputType]) => ({
      inspectionTestQuestion,
      inputType,
      createdBy: 'system',
    })),
  },
}) satisfies ServerModule;
