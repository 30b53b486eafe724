import GavelIcon from '@mui/icons-material/Gavel';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Contract types per procurement category (getContractTypes, createUpdateContractType, deleteContractType). */
export default referenceResource({
  name: 'contract-types',
  menu: { section: 'procurementReference', order: 10 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getContractTypes',
    kind: 'appPage',
    type: 'ContractType',
    variable: 'contractType',
    find: 'findContractTypeByUuid',
    remove: 'deleteContractType',
    fields: 'name code description procurementCategoryUuid procurementCategory { name }',
    inputFields: ['name', 'code', 'description', 'procurementCategoryUuid'],
  }),
  icon: GavelIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 30, sortable: true },
    {
      source: 'procurementCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'procurementCategory.name',
      required: true,
    },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
