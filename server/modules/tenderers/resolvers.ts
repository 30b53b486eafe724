import type { PageParam } from '../../db/paging';
import { countries, tendererCategories } from '../../db/schema/referenceData';
import { operation, signedInOperation } from '../../graphql/operation';
import { listAllResolver } from '../../reference-kit/resolvers';
import { success } from '../../graphql/result';
import { parentFields } from '../../reference-kit/resolvers';
import { findTendererCertificate } from './certificates.store';
import {
  activateDeactivateTenderer,
  createTenderer,
  deleteTenderer,
  listTenderersByActive,
  tendererEntity,
} from './tenderers.store';

type PageArgs = { pageParam?: PageParam | null };

export const tendererResolvers = {
  Query: {
    getTenderersByActive: operation(
      'uaa.tenderer.read',
      async (args: PageArgs & { isActive: boolean }, { db }) =>
        success(await listTenderersByActive(db, args.isActive, args.pageParam)),
    ),
    allTenderers: operation('uaa.tenderer.read', async (args: PageArgs, { db }) =>
      success(await tendererEntity.listPage(db, { pageParam: args.pageParam })),
    ),
    listAllTenderers: listAllResolver(tendererEntity, 'uaa.tenderer.read'),
    // A tenderer reads its own certificate; administrators any (checked in the store).
    findTendererCertificateByUuid: signedInOperation(async (args: { uuid: string }, { db, user }) =>
      success(await findTendererCertificate(db, user, args.uuid)),
    ),
  },
  Mutation: {
    createTenderer: operation(
      'uaa.tenderer.write',
      async (args: { tendererCustomDTO: unknown }, { db, user }) =>
        success(
          await createTenderer(db, args.tendererCustomDTO, user.email),
          'Created Successfully',
        ),
    ),
    activateDeactivateTenderer: operation(
      'uaa.tenderer.write',
      async (args: { tenderer: unknown }, { db, user }) => {
        const saved = await activateDeactivateTenderer(db, args.tenderer, user.email);
        return success(saved, saved.active ? 'Activated Successfully' : 'Deactivated Successfully');
      },
    ),
    deleteTenderer: operation('uaa.tenderer.delete', async (args: { uuid: string }, { db, user }) =>
      success(await deleteTenderer(db, args.uuid, user.email), 'Deleted Successfully'),
    ),
  },
  Tenderer: {
    ...parentFields('tendererCategory', tendererCategories, 'tendererCategoryId'),
    ...parentFields('country', countries, 'countryId'),
  },
};
