import DescriptionIcon from '@mui/icons-material/Description';
import { DocumentTemplateEdit } from './DocumentTemplateEdit';
import { DocumentTemplateList } from './DocumentTemplateList';

/** Document templates (getDocumentTemplates, findDocumentTemplateByUuid, updateDocumentTemplate). */
export default {
  list: DocumentTemplateList,
  edit: DocumentTemplateEdit,
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};
