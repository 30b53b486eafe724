import type { ServerModule } from '../../serviceModules';
import { tendererProfileResolvers } from './resolvers';
import { submissionTendererProfileResolvers } from './submission.resolvers';

/** Personnel, finances and litigation are read on uaa; work equipment and experience on submission. */
export default {
  endpoints: [
    { service: 'uaa', schema: 'schema.graphql', resolvers: tendererProfileResolvers },
    {
      service: 'submission',
      schema: 'submission.graphql',
      resolvers: submissionTendererProfileResolvers,
    },
  ],
} satisfies ServerModule;
