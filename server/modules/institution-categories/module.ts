import type { ServerModule } from '../../serviceModules';
import { institutionCategoryResolvers } from './resolvers';
import { seedInstitutionCategories } from './seed';

export default {
  endpoints: [
    { service: 'uaa', schema: 'schema.graphql', resolvers: institutionCategoryResolvers },
  ],
  seed: { run: seedInstitutionCategories },
  live: [{ table: 'institution_categories', read: 'uaa.institutionCategory.read' }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'institution_categories',
      service: 'uaa',
      mutation: 'createUpdateInstitutionCategories',
      inputArg: 'institutionCategory',
      permission: 'uaa.institutionCategory.write',
    },
  ],
} satisfies ServerModule;
