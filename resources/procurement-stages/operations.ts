import { referenceOperations } from '../../providers/operations/reference';

/** The procurement stages, a short ordered list read whole (app service); one is picked from it. */
export const procurementStageOperations = referenceOperations({
  service: 'app',
  fields: 'uuid name nameSw procurementStageTypeEnum position updatedAt updatedBy version',
  list: { operation: 'getProcurementStages', kind: 'whole' },
  find: 'list',
  save: {
    operation: 'createUpdateProcurementStage',
    variable: 'procurementStage',
    inputType: 'ProcurementStageInput',
  },
  delete: 'deleteProcurementStage',
  inputFields: ['name', 'nameSw', 'procurementStageTypeEnum', 'position'],
  toInput: (data) => ({ position: Number(data.position) }),
});
