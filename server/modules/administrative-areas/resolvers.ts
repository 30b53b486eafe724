import { parseVersion } from '../../db/entityTable';
import type { PageParam } from '../../db/paging';
import { operation, signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  deleteAdministrativeArea,
  listAdministrativeAreasByType,
  pageAdministrativeAreas,
  saveAdministrativeArea,
  toggleAdministrativeArea,
} from './store';
import { storeOperation } from '../../graphql/guards';

/** Regions, districts and the other administrative areas of the country. */
export const administrativeAreaResolvers = {
  Query: {
    // Administrative areas are shared reference data: every signed-in user reads them (pickers).
    administrativeAreaAll: storeOperation(
      'signedIn',
      (args: { pageableParam?: PageParam | null }, { db }) =>
        pageAdministrativeAreas(db, args.pageableParam),
    ),
    administrativeAreaByType: signedInOperation(async (args: { type: string }, { db }) =>
      successList(await listAdministrativeAreasByType(db, args.type)),
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
      async (args: { uuid: string; version?: unknown }, { db, user }) => {
        const area = await toggleAdministrativeArea(
          db,
          user,
          args.uuid,
          parseVersion(args.version),
        );
        return success(area, area.active ? 'Activated Successfully' : 'Deactivated Successfully');
      },
    ),
    deleteAdministrativeArea: storeOperation(
      'uaa.administrativeArea.delete',
      (args: { uuid?: string | null; id?: string | null; version?: unknown }, { db, user }) =>
        deleteAdministrativeArea(db, user, args, parseVersion(args.version)),
      'Deleted Successfully',
    ),
  },
};
