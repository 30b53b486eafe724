import { operation } from '../../graphql/operation';
import { success, type Result } from '../../graphql/result';
import {
  assignServiceUsers,
  confirmClient,
  listClientsOfService,
  listMyClients,
  listMyInstitutionServices,
  listServiceGroupUsers,
  listServiceProviderInstitutions,
  listServiceProviders,
  listServiceUsers,
  removeServiceUsers,
  unsubscribeClient,
} from './store';

/** A whole list answered in dataList, as the spec's list operations without paging do. */
const listed = <T>(rows: T[], message?: string): Result<T> => ({
  ...success(null, message),
  dataList: rows,
});

type ServiceUsersArgs = { userUuidList: unknown; serviceUuid: string };

/** Institutions that provide services to others, their clients and the staff serving them. */
export const serviceProviderResolvers = {
  Query: {
    getAllServiceProviderInstitutionsIrrespectly: operation(
      'uaa.service.read',
      async (_args: unknown, { db }) => listed(await listServiceProviderInstitutions(db)),
    ),
    getAllServiceProviders: operation('uaa.service.read', async (_args: unknown, { db }) =>
      listed(await listServiceProviders(db)),
    ),
    getMyInstitutionServices: operation('uaa.service.read', async (_args: unknown, { db, user }) =>
      listed(await listMyInstitutionServices(db, user)),
    ),
    getMyServiceSubscribersByConfirmedStatus: operation(
      'uaa.service.read',
      async (args: { confirmed: boolean }, { db, user }) =>
        listed(await listMyClients(db, user, args.confirmed)),
    ),
    clientsSubscribedForServicesInMyInst: operation(
      'uaa.service.read',
      async (_args: unknown, { db, user }) => listed(await listMyClients(db, user)),
    ),
    getAllClientsSubscribedForService: operation(
      'uaa.service.read',
      async (args: { serviceId: string }, { db, user }) =>
        listed(await listClientsOfService(db, user, args.serviceId)),
    ),
    getAllUsersAssignedToService: operation(
      'uaa.service.read',
      async (args: { serviceUuid: string }, { db, user }) =>
        listed(await listServiceUsers(db, user, args.serviceUuid)),
    ),
    getAllUsersFoundInServiceGroup: operation(
      'uaa.service.read',
      async (args: { groupUuid: string }, { db, user }) =>
        listed(await listServiceGroupUsers(db, user, args.groupUuid)),
    ),
  },
  Mutation: {
    confirmSubscription: operation(
      'uaa.service.client.write',
      async (args: { clientId: string }, { db, user }) =>
        success(await confirmClient(db, user, args.clientId), 'Confirmed Successfully'),
    ),
    deleteClientFromMyInstitution: operation(
      'uaa.service.client.write',
      async (args: { clientId: string }, { db, user }) =>
        success(
          await unsubscribeClient(db, user, args.clientId),
          'Client unsubscribed Successfully',
        ),
    ),
    assignUsersToService: operation(
      'uaa.service.user.write',
      async (args: ServiceUsersArgs, { db, user }) =>
        listed(await assignServiceUsers(db, user, args), 'Users Added to Service successfully'),
    ),
    removeUsersFromService: operation(
      'uaa.service.user.write',
      async (args: ServiceUsersArgs, { db, user }) =>
        listed(await removeServiceUsers(db, user, args), 'Users Removed Successfully'),
    ),
  },
};
