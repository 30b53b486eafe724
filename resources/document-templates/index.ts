import DescriptionIcon from '@mui/icons-material/Description';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { documentTemplateOperations } from './operations';

/** Document templates (getDocumentTemplates, findDocumentTemplateByUuid, updateDocumentTemplate). */
const descriptor: ResourceDescriptor = {
  name: 'document-templates',
  operations: documentTemplateOperations,
  permissions: areaAccess('app.documentTemplate', ['list', 'show', 'edit']),
  menu: { section: 'administration', order: 20 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['edit'], () => import('./screens')),
  ),
  icon: DescriptionIcon,
  recordRepresentation: 'title',
};

export default descriptor;
