import { referenceOperations } from '../../providers/operations/reference';

/** Billing charge types: which named operation answers each react-admin verb. */
export const chargeTypeOperations = referenceOperations({
  service: 'billing',
  fields: 'uuid name unitOfMeasure active createdAt createdBy updatedAt updatedBy version',
  list: { operation: 'getAllChargeTypes', withDeletedFlag: true },
  find: 'findChargeTypeByUuid',
  save: {
    operation: 'createUpdateChargeType',
    variable: 'chargeTypeDto',
    inputType: 'ChargeTypeDtoInput',
  },
  delete: 'deleteChargeTypeByUuid',
  inputFields: ['name', 'unitOfMeasure', 'active'],
});
