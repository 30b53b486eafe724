import ListAltIcon from '@mui/icons-material/ListAlt';
import { referenceResource } from '../reference-data';

/**
 * Schedules of requirements per procurement category (getScheduleOfRequirementsData,
 * createUpdateScheduleOfRequirements, deleteScheduleOfRequirements).
 */
export default referenceResource({
  icon: ListAltIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 200 },
    {
      source: 'procurementCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'procurementCategory.name',
      required: true,
    },
    { source: 'description', kind: 'multiline', maxLength: 1000 },
  ],
});
