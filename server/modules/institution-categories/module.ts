import type { ServerModule } from '../../serviceModules';
import { institutionCategoryResolvers } from './resolvers';
import { seedInstitutionCategories } from './seed';

export default {
  endpoints: [
    { service: 'uaa', schema: 'schema.graphql', resolvers: institutionCategoryResolvers },
  ],
  seed: { run: seedInstitutionCategories },
  live: [{ table: 'institution_categories', read: 'uaa.institutionCategory.read' }],
} satisfies ServerModule;
