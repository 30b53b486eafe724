import GavelIcon from '@mui/icons-material/Gavel';
import { appReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

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
    nameField(150),
    codeField(30),
    {
      source: 'procurementCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'procurementCategory.name',
      required: true,
    },
    descriptionField,
  ],
});
