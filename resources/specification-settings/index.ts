import TuneIcon from '@mui/icons-material/Tune';
import { specificationFieldTypes } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';
import { listFields } from '../../contract/listFields';

/**
 * Specification settings (getSpecificationSettings, createUpdateSpecificationSetting,
 * deleteSpecificationSetting): the fields to fill in for an item of a UNSPSC commodity.
 */
export default referenceResource({
  type: 'SpecificationSetting',
  // Its save checks more than its fields and references: kept out of the CSV import (decision 104).
  importable: false,
  name: 'specification-settings',
  menu: { section: 'procurementReference', order: 110 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getSpecificationSettings',
    kind: 'appPage',
    type: 'SpecificationSetting',
    variable: 'specificationSetting',
    find: 'findSpecificationSettingByUuid',
    remove: 'deleteSpecificationSetting',
    activation: false,
    fields:
      'unspscCode fieldName fieldType isRequired status unitOfMeasureUuid gfsCodeUuid unitOfMeasure { name }',
    inputFields: [
      'unspscCode',
      'fieldName',
      'fieldType',
      'isRequired',
      'status',
      'unitOfMeasureUuid',
      'gfsCodeUuid',
    ],
    filters: searchFilters(...listFields.SpecificationSetting.filters),
  }),
  icon: TuneIcon,
  // Its status (ACTIVE, INACTIVE) is its activation: no second Active switch.
  activation: false,
  fields: [
    {
      source: 'unspscCode',
      kind: 'unspsc',
      required: true,
      minLength: 8,
      maxLength: 8,
    },
    { source: 'fieldName', required: true, maxLength: 150 },
    {
      source: 'fieldType',
      kind: 'select',
      required: true,
      choices: specificationFieldTypes.map((id) => ({
        id,
        name: `zabuni.appReference.fieldTypes.${id}`,
      })),
    },
    {
      source: 'unitOfMeasureUuid',
      kind: 'reference',
      reference: 'units-of-measure',
      listSource: 'unitOfMeasure.name',
    },
    {
      source: 'gfsCodeUuid',
      kind: 'reference',
      reference: 'gfs-codes',
      optionText: 'code',
      inList: false,
    },
    { source: 'isRequired', kind: 'boolean' },
    {
      source: 'status',
      kind: 'select',
      required: true,
      choices: ['ACTIVE', 'INACTIVE'].map((id) => ({
        id,
        name: `zabuni.appReference.statuses.${id}`,
      })),
    },
  ],
});
