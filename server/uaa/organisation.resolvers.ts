import type { PageParam } from '../db/paging';
import { operation, signedInOperation } from '../graphql/operation';
import { success, type Result } from '../graphql/result';
import {
  deleteAdministrativeArea,
  listAdministrativeAreasByType,
  pageAdministrativeAreas,
  saveAdministrativeArea,
  toggleAdministrativeArea,
} from './administrativeAreas.store';
import {
  deleteBranch,
  listBranchesByInstitutionId,
  listBranchesByInstitutionUuid,
  listMyBranches,
  saveBranch,
} from './branches.store';
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
} from './serviceProviders.store';

/** A whole list answered in dataList, as the spec's list operations without paging do. */
const listed = <T>(rows: T[], message?: string): Result<T> => ({
  ...success(null, message),
  dataList: rows,
});

type ServiceUsersArgs = { userUuidList: unknown; serviceUuid: string };

/** Administrative areas, branches, service providers' clients and service users (uaa service). */
export const organisationResolvers = {
  Query: {
    // Administrative areas are shared reference data: every signed-in user reads them (pickers).
    administrativeAreaAll: signedInOperation(
      async (args: { pageableParam?: PageParam | null }, { db }) =>
        success(await pageAdministrativeAreas(db, args.pageableParam)),
    ),
    administrativeAreaByType: signedInOperation(async (args: { type: string }, { db }) =>
      listed(await listAdministrativeAreasByType(db, args.type)),
    ),
    getMyInstBranches: operation('uaa.branch.read', async (_args: unknown, { db, user }) =>
      listed(await listMyBranches(db, user)),
    ),
    getBranchesByInstitution: operation(
      'uaa.branch.read',
      async (args: { institutionId: string }, { db, user }) =>
        listed(await listBranchesByInstitutionId(db, user, args.institutionId)),
    ),
    findBranchesByInstitution: operation(
      'uaa.branch.read',
      async (args: { institutionUuid: string }, { db, user }) =>
        listed(await listBranchesByInstitutionUuid(db, user, args.institutionUuid)),
    ),
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
    createUpdateAdministrativeArea: operation(
      'uaa.administrativeArea.write',
      async (args: { administrativeAreaInput: { uuid?: string | null } }, { db, user }) =>
        success(
          await saveAdministrativeArea(db, user, args.administrativeAreaInput),
          args.administrativeAreaInput?.uuid ? 'Edited Successfully' : 'Created Successfully',
        ),
    ),
    activateDeactivateAdministrativeArea: operation(
      'uaa.administrativeArea.write',
      async (args: { uuid: string }, { db, user }) => {
        const area = await toggleAdministrativeArea(db, user, args.uuid);
        return success(area, area.active ? 'Activated Successfully' : 'Deactivated Successfully');
      },
    ),
    deleteAdministrativeArea: operation(
      'uaa.administrativeArea.delete',
      async (args: { uuid?: string | null; id?: string | null }, { db, user }) =>
        success(await deleteAdministrativeArea(db, user, args), 'Deleted Successfully'),
    ),
    createUpdateBranch: operation(
      'uaa.branch.write',
      async (args: { branch: { uuid?: string | null } }, { db, user }) =>
        success(
          await saveBranch(db, user, args.branch),
          args.branch?.uuid ? 'Edited Successfully' : 'Created Successfully',
        ),
    ),
    deleteBranch: operation('uaa.branch.delete', async (args: { id: string }, { db, user }) =>
      success(await deleteBranch(db, user, args.id), 'Deleted Successfully'),
    ),
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
