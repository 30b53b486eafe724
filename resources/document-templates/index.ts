import DescriptionIcon from '@mui/icons-material/Description';
import { DocumentTemplateEdit } from './DocumentTemplateEdit';
import { DocumentTemplateList } from './DocumentTemplateList';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
import { documentTemplateOperations } from './operations';

/** Document templates (getDocumentTemplates, findDocumentTemplateByUuid, updateDocumentTemplate). */
const descriptor: ResourceDescriptor = {
  name: 'document-templates',
  operations: documentTemplateOperations,
  permissions: {
    list: 'app.documentTemplate.read',
    show: 'app.documentTemplate.read',
    edit: 'app.documentTemplate.write',
  },
  menu: { section: 'administration', order: 20 },
  list: DocumentTemplateList,
  edit: DocumentTemplateEdit,
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};

export default descriptor;
