import GavelIcon from '@mui/icons-material/Gavel';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Contract types per procurement category (getContractTypes, createUpdateContractType, deleteContractType). */
export default appReferenceResource({
  name: 'contract-types',
  menu: { section: 'procurementReference', order: 10 },
  list: 'getContractTypes',
  kind: 'appPage',
  type: 'ContractType',
  find: 'findContractTypeByUuid',
  remove: 'deleteContractType',
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
