import { defineReferenceEntity } from '../../reference-kit/store';
import { idOfLiveUuid } from '../../reference-kit/relations';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import { liveIdsByCode } from '../../reference-kit/seeding';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { parentFields } from '../../graphql/parentFields';
import { procurementMethods } from '../../db/schema/planning';
import { procurementMethodSelectionReasons } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { parentUuid, recordFields, shown, text } from '../../reference-kit/fields';

/**
 * Why a method other than open tendering was chosen, for one method or any: a reference list of the
 * app service, declared once with the reference kit.
 */

const selectionReasonFields = recordFields({
  reason: text(500, { min: 2 }),
  procurementMethod: shown('ProcurementMethod'),
  procurementMethodUuid: parentUuid(),
});

const selectionReasonList = defineReferenceEntity({
  table: procurementMethodSelectionReasons,
  label: 'Selection reason',
  duplicateText: 'same wording',
  listSpec: adminListSpec(procurementMethodSelectionReasons, {
    ...listFields.ProcurementMethodSelectionReason,
    filterable: { reason: 'contains' },
  }),
  inputSchema: selectionReasonFields.saveInput,
  references: {
    procurementMethodUuid: { table: procurementMethods, column: 'procurementMethodId' },
  },
  toColumns: async ({ uuid: _uuid, procurementMethodUuid, ...columns }, db) => ({
    ...columns,
    procurementMethodId: await idOfLiveUuid(
      db,
      procurementMethods,
      procurementMethodUuid,
      'Unknown procurement method',
    ),
  }),
});

const api = appReferenceApi({
  entity: selectionReasonList,
  typeName: 'ProcurementMethodSelectionReason',
  doc: 'Why a method other than open tendering was chosen; procurementMethod when it is for one method only.',
  ...selectionReasonFields.sdl,
  list: ['getProcurementMethodSelectionReasons', 'all'],
  docs: {
    getProcurementMethodSelectionReasons:
      'Every live selection reason, or one page given pageParam.',
  },
});

const selectionReasonRows: [reason: string, method: string | null][] = [
  ['The value is below the threshold for competitive tendering', 'RFQ'],
  ['The value is below the threshold for minor value procurement', 'MVP'],
  ['Only a limited number of suppliers can provide the goods, works or services', 'RT'],
  ['Only one supplier can provide the goods (proprietary or exclusive rights)', 'SS'],
  ['An emergency (disaster, epidemic) leaves no time for competitive tendering', 'SS'],
  ['Additional deliveries must be compatible with existing equipment', 'SS'],
  ['The institution has the staff and equipment to carry out the works itself', 'FA'],
];

export default referenceListModule({
  service: 'app',
  api,
  resolvers: {
    ProcurementMethodSelectionReason: parentFields(
      'procurementMethod',
      procurementMethods,
      'procurementMethodId',
      ['uuid'],
    ),
  },
  seed: {
    after: ['procurement-methods'],
    table: procurementMethodSelectionReasons,
    rows: async (db) => {
      const methods = await liveIdsByCode(
        db,
        procurementMethods,
        selectionReasonRows.flatMap(([, method]) => (method ? [method] : [])),
      );
      return selectionReasonRows.map(([reason, method]) => ({
        reason,
        procurementMethodId: method ? (methods.get(method) ?? null) : null,
        createdBy: 'system',
      }));
    },
  },
}) satisfies ServerModule;
