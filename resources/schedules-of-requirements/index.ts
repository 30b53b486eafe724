import ListAltIcon from '@mui/icons-material/ListAlt';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/**
 * Schedules of requirements per procurement category (getScheduleOfRequirementsData,
 * createUpdateScheduleOfRequirements, deleteScheduleOfRequirements).
 */
export default referenceResource({
  name: 'schedules-of-requirements',
  menu: { section: 'procurementReference', order: 120 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getScheduleOfRequirementsData',
    kind: 'appPage',
    type: 'ScheduleOfRequirements',
    variable: 'scheduleOfRequirements',
    find: 'findScheduleOfRequirementsByUuid',
    remove: 'deleteScheduleOfRequirements',
    fields: 'name description procurementCategoryUuid procurementCategory { name }',
    inputFields: ['name', 'description', 'procurementCategoryUuid'],
  }),
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
