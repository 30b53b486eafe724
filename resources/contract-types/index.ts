import GavelIcon from '@mui/icons-material/Gavel';
import { referenceResource } from '../reference-data';

/** Contract types per procurement category (getContractTypes, createUpdateContractType, deleteContractType). */
export default referenceResource({
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
