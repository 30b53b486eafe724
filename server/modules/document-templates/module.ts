import type { ServerModule } from '../../serviceModules';
import { documentTemplateResolvers } from './resolvers';
import { seedDocumentTemplates } from './seed';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: documentTemplateResolvers }],
  seed: { run: seedDocumentTemplates },
  live: [{ table: 'document_templates', read: 'app.documentTemplate.read' }],
} satisfies ServerModule;
