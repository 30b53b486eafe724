import type { ServerModule } from '../../serviceModules';
import { documentTemplateResolvers } from './resolvers';
import { seedDocumentTemplates } from './seed';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: documentTemplateResolvers }],
  seed: { run: seedDocumentTemplates },
  live: [{ table: 'document_templates', read: 'app.documentTemplate.read' }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'document_templates',
      service: 'app',
      mutation: 'updateDocumentTemplate',
      inputArg: 'documentTemplate',
      permission: 'app.documentTemplate.write',
    },
  ],
} satisfies ServerModule;
