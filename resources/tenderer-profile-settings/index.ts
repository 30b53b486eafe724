import FactCheckIcon from '@mui/icons-material/FactCheck';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

/** Tenderer profile settings (getAllTendererProfileSettings, createUpdateTendererProfileSetting, ...). */
export default generalReferenceResource({
  name: 'tenderer-profile-settings',
  menu: { section: 'generalReference', order: 140 },
  list: 'getAllTendererProfileSettings',
  type: 'TendererProfileSetting',
  icon: FactCheckIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    codeField(40, 'constant'),
    { source: 'isRequired', kind: 'boolean' },
    descriptionField,
  ],
});
