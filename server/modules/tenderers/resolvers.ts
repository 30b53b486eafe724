import type { PageArgs } from '../../db/paging';
import { countries, tendererCategories } from '../../db/schema/referenceData';
import { operation } from '../../graphql/operation';
import { listAllResolver } from '../../reference-kit/resolvers';
import { success } from '../../graphql/result';
import { parentFields } from '../../graphql/parentFields';
import { findTendererCertificate } from './certificates.store';
import {
  activateDeactivateTenderer,
  createTenderer,
  deleteTenderer,
  listTenderersByActive,
  tendererEntity,
} from './tenderers.store';
import { deleteOperation, storeOperation } from '../../graphql/guards';

export const tendererResolvers = {
  Query: {
    getTenderersByActive: storeOperation(
      'uaa.tenderer.read',
      (args: PageArgs & { isActive: boolean }, { db }) =>
        listTenderersByActive(db, args.isActive, args.pageParam),
    ),
    allTenderers: storeOperation('uaa.tenderer.read', (args: PageArgs, { db }) =>
      tendererEntity.listPage(db, { pageParam: args.pageParam }),
    ),
    listAllTenderers: listAllResolver(tendererEntity, 'uaa.tenderer.read'),
    // A tenderer reads its own certificate; administrators any (checked in the store).
    findTendererCertificateByUuid: storeOperation(
      'signedIn',
      (args: { uuid: string }, { db, user }) => findTendererCertificate(db, user, args.uuid),
    ),
  },
  Mutation: {
    createTenderer: storeOperation(
      'uaa.tenderer.write',
      (args: { tendererCustomDTO: unknown }, { db, user }) =>
        createTenderer(db, args.tendererCustomDTO, user.email),
      'Created Successfully',
    ),
    activateDeactivateTenderer: operation(
      'uaa.tenderer.write',
      async (args: { tenderer: unknown }, { db, user }) => {
        const saved = await activateDeactivateTenderer(db, args.tenderer, user.email);
        return success(saved, saved.active ? 'Activated Successfully' : 'Deactivated Successfully');
      },
    ),
    deleteTenderer: deleteOperation('uaa.tenderer.delete', (db, user, uuid, version) =>
      deleteTenderer(db, uuid, user.email, version),
    ),
  },
  Tenderer: {
    ...parentFields('tendererCategory', tendererCategories, 'tendererCategoryId'),
    ...parentFields('country', countries, 'countryId'),
  },
};
