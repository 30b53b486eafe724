import ListAltIcon from '@mui/icons-material/ListAlt';
import { appReferenceResource } from '../reference-data/referenceResource';
import { nameField } from '../reference-data/fields';

/**
 * Schedules of requirements per procurement category (getScheduleOfRequirementsData,
 * createUpdateScheduleOfRequirements, deleteScheduleOfRequirements).
 */
export default appReferenceResource({
  name: 'schedules-of-requirements',
  menu: { section: 'procurementReference', order: 120 },
  list: 'getScheduleOfRequirementsData',
  kind: 'appPage',
  type: 'ScheduleOfRequirements',
  find: 'findScheduleOfRequirementsByUuid',
  remove: 'deleteScheduleOfRequirements',
  icon: ListAltIcon,
  bulkActivation: true,
  fields: [
    nameField(200),
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
