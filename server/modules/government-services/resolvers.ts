import type { AppListArgs } from '../../db/appPaging';
import { pageGovernmentServiceDocuments, type GovernmentServiceListName } from './store';
import { storeOperation } from '../../graphql/guards';

/** A government-service list: every signed-in user sees their own institution's side of it. */
const governmentServiceList = (name: GovernmentServiceListName) =>
  storeOperation('signedIn', (args: AppListArgs, { db, user }) =>
    pageGovernmentServiceDocuments(db, user, name, args.input ?? null),
  );

/** Delivery notes, advises and orders between government service providers and their clients. */
export const governmentServiceResolvers = {
  Query: {
    getPeDeliveryNotes: governmentServiceList('PE_DELIVERY_NOTES'),
    getProviderDeliveryNotes: governmentServiceList('PROVIDER_DELIVERY_NOTES'),
    getPeDeliveryAdvises: governmentServiceList('PE_DELIVERY_ADVISES'),
    getProviderDeliveryAdvises: governmentServiceList('PROVIDER_DELIVERY_ADVISES'),
    getGovernmentServiceRequisitions: governmentServiceList('RECEIVED_ORDERS'),
  },
};
