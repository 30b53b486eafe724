import type { ServerModule } from '../../serviceModules';
import { tendererProfileResolvers } from './resolvers';
import { personnelWorkExperienceFields, submissionSections, uaaSections } from './sections';
import { submissionTendererProfileResolvers } from './submission.resolvers';

/**
 * Personnel, finances and litigation are read on uaa; work equipment and experience on submission.
 * Each section's types, find, save and delete come from the reference kit (sections.ts).
 */
export default {
  endpoints: [
    {
      service: 'uaa',
      schema: 'schema.graphql',
      typeDefs: uaaSections.typeDefs,
      resolvers: {
        Query: { ...uaaSections.resolvers.Query, ...tendererProfileResolvers.Query },
        Mutation: { ...uaaSections.resolvers.Mutation, ...tendererProfileResolvers.Mutation },
        ...personnelWorkExperienceFields,
      },
    },
    {
      service: 'submission',
      schema: 'submission.graphql',
      typeDefs: submissionSections.typeDefs,
      resolvers: {
        Query: {
          ...submissionSections.resolvers.Query,
          ...submissionTendererProfileResolvers.Query,
        },
        Mutation: submissionSections.resolvers.Mutation,
      },
    },
  ],
} satisfies ServerModule;
