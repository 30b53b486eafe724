import { referenceOperations } from '../../providers/operations/reference';

/** The procurement stages, a short ordered list read whole (app service); one is picked from it. */
export const procurementStageOperations = referenceOperations({
  // Its server does not check versions yet (decision 103).
  versioned: false,
  service: 'app',
  fields: 'uuid name procurementStageTypeEnum position',
  list: { operation: 'getProcurementStages', kind: 'whole' },
  find: 'list',
  save: {
    operation: 'createUpdateProcurementStage',
    variable: 'procurementStage',
    inputType: 'ProcurementStageInput',
  },
  delete: 'deleteProcurementStage',
  inputFields: ['name', 'procurementStageTypeEnum', 'position'],
  toInput: (data) => ({ position: Number(data.position) }),
});
