import type { ServerModule } from '../../serviceModules';
import { financialYearResolvers } from './resolvers';
import { uaaFinancialYearResolvers } from './uaa.resolvers';

/** Managed on app; uaa serves a read of them for its own screens. */
export default {
  endpoints: [
    { service: 'app', schema: 'schema.graphql', resolvers: financialYearResolvers },
    { service: 'uaa', schema: 'uaa.graphql', resolvers: uaaFinancialYearResolvers },
  ],
  live: [{ table: 'financial_years', read: 'signedIn', edit: 'app.financialYear.write' }],
} satisfies ServerModule;
