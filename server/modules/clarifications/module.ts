import type { ServerModule } from '../../serviceModules';
import { clarificationResolvers } from './resolvers';

export default {
  endpoints: [
    { service: 'submission', schema: 'schema.graphql', resolvers: clarificationResolvers },
  ],
} satisfies ServerModule;
