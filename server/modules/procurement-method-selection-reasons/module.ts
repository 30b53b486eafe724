import { z } from 'zod';
import { defineReferenceEntity } from '../../reference-kit/store';
import { requiredText, uuidInput } from '../../validation/inputs';
import { idOfLiveUuid } from '../../reference-kit/relations';
import { adminListSpec, appReferenceApi, saveBase } from '../../reference-kit/appLists';
import { liveIdsByCode } from '../../reference-kit/seeding';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { parentFields } from '../../graphql/parentFields';
import { procurementMethods } from '../../db/schema/planning';
import { procurementMethodSelectionReasons } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';

/**
 * Why a method other than open tendering was chosen, for one method or any: a reference list of the
 * app service, declared once with the reference kit.
 */

const selectionReasonList = defineReferenceEntity({
  table: procurementMethodSelectionReasons,
  label: 'Selection reason',
  duplicateText: 'same wording',
  listSpec: adminListSpec(procurementMethodSelectionReasons, {
    ...listFields.ProcurementMethodSelectionReason,
    filterable: { reason: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    reason: requiredText(500, 2),
    procurementMethodUuid: uuidInput.nullish(),
  }),
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
  fields: `
    reason: String!
    procurementMethod: ProcurementMethod
    procurementMethodUuid: String`,
  inputFields: `
    reason: String!
    procurementMethodUuid: String`,
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
