import { envelopeOperation, select } from '../../providers/operations/documents';
import { listFilters, parseRecord } from '../../providers/operations/paging';
import { referenceOperations, versionOf } from '../../providers/operations/reference';
import type { ResourceOperations } from '../../providers/operations/types';

const planFields = `uuid title description status currency financialYearUuid financialYearCode
  totalAmount createdAt updatedAt updatedBy version publishedAt
  items { uuid ocid description category procurementMethodUuid procurementMethodName estimatedAmount }`;

/** The form's values as AnnualProcurementPlanInput (the record's other fields are not sent). */
const planInput = (data: Record<string, unknown>) => ({
  title: data.title,
  description: data.description || null,
  financialYearUuid: data.financialYearUuid,
  items: ((data.items as Record<string, unknown>[] | undefined) ?? []).map((item) => ({
    // An edited planned procurement keeps its uuid, hence its OCDS ocid; a new row has none.
    uuid: item.uuid || null,
    description: item.description,
    category: item.category,
    procurementMethodUuid: item.procurementMethodUuid,
    estimatedAmount: Number(item.estimatedAmount),
  })),
});

/** A plan operation taking the plan (and, to update or delete, its uuid) and answering it. */
const planMutation = (
  operation: string,
  variables: Record<string, string>,
  fields = planFields,
) => ({
  operation,
  mutation: true,
  variables,
  selection: select.record(fields),
  parse: parseRecord(operation),
});

const plan = { annualProcurementPlan: 'AnnualProcurementPlanInput!' };
const planUuid = { annualProcurementPlanUuid: 'String!' };

/** Annual procurement plans (app service), paged with input. */
export const annualProcurementPlanOperations: ResourceOperations = {
  ...referenceOperations({
    service: 'app',
    fields: planFields,
    list: {
      operation: 'getAnnualProcurementPlans',
      kind: 'appPage',
      filters: listFilters('status'),
      extra: { variables: { withMetaData: 'Boolean' }, send: () => ({ withMetaData: false }) },
    },
    find: 'findAnnualProcurementPlanByUuid',
    inputFields: [],
  }),
  create: envelopeOperation({
    ...planMutation('createAnnualProcurementPlan', plan),
    send: (params) => ({ annualProcurementPlan: planInput(params.data) }),
  }),
  update: envelopeOperation({
    ...planMutation('updateAnnualProcurementPlan', { ...plan, ...planUuid }),
    send: (params) => ({
      annualProcurementPlan: { ...planInput(params.data), version: versionOf(params) },
      annualProcurementPlanUuid: String(params.id),
    }),
  }),
  delete: envelopeOperation({
    ...planMutation('deleteAnnualProcurementPlan', { ...planUuid, version: 'Int' }, 'uuid'),
    send: (params) => ({
      annualProcurementPlanUuid: String(params.id),
      version: versionOf(params),
    }),
  }),
};
