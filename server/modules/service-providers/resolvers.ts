import { operation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
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
import { storeOperation } from '../../graphql/guards';

type ServiceUsersArgs = { userUuidList: unknown; serviceUuid: string };

/** Institutions that provide services to others, their clients and the staff serving them. */
export const serviceProviderResolvers = {
  Query: {
    getAllServiceProviderInstitutionsIrrespectly: operation(
      'uaa.service.read',
      async (_args: unknown, { db }) => successList(await listServiceProviderInstitutions(db)),
    ),
    getAllServiceProviders: operation('uaa.service.read', async (_args: unknown, { db }) =>
      successList(await listServiceProviders(db)),
    ),
    getMyInstitutionServices: operation('uaa.service.read', async (_args: unknown, { db, user }) =>
      successList(await listMyInstitutionServices(db, user)),
    ),
    getMyServiceSubscribersByConfirmedStatus: operation(
      'uaa.service.read',
      async (args: { confirmed: boolean }, { db, user }) =>
        successList(await listMyClients(db, user, args.confirmed)),
    ),
    clientsSubscribedForServicesInMyInst: operation(
      'uaa.service.read',
      async (_args: unknown, { db, user }) => successList(await listMyClients(db, user)),
    ),
    getAllClientsSubscribedForService: operation(
      'uaa.service.read',
      async (args: { serviceId: string }, { db, user }) =>
        successList(await listClientsOfService(db, user, args.serviceId)),
    ),
    getAllUsersAssignedToService: operation(
      'uaa.service.read',
      async (args: { serviceUuid: string }, { db, user }) =>
        successList(await listServiceUsers(db, user, args.serviceUuid)),
    ),
    getAllUsersFoundInServiceGroup: operation(
      'uaa.service.read',
      async (args: { groupUuid: string }, { db, user }) =>
        successList(await listServiceGroupUsers(db, user, args.groupUuid)),
    ),
  },
  Mutation: {
    confirmSubscription: storeOperation(
      'uaa.service.client.write',
      (args: { clientId: string }, { db, user }) => confirmClient(db, user, args.clientId),
      'Confirmed Successfully',
    ),
    deleteClientFromMyInstitution: storeOperation(
      'uaa.service.client.write',
      (args: { clientId: string }, { db, user }) => unsubscribeClient(db, user, args.clientId),
      'Client unsubscribed Successfully',
    ),
    assignUsersToService: operation(
      'uaa.service.user.write',
      async (args: ServiceUsersArgs, { db, user }) =>
        successList(
          await assignServiceUsers(db, user, args),
          'Users Added to Service successfully',
        ),
    ),
    removeUsersFromService: operation(
      'uaa.service.user.write',
      async (args: ServiceUsersArgs, { db, user }) =>
        successList(await removeServiceUsers(db, user, args), 'Users Removed Successfully'),
    ),
  },
};
