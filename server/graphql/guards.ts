import type { Permission } from '../../contract/permissions';
import type { AuthUser } from '../auth/currentUser';
import type { Db } from '../db/client';
import { parseVersion } from '../db/entityTable';
import { operation, signedInOperation } from './operation';
import { success } from './result';

/**
 * The access check every resolver starts with, and the usual shapes of a module's resolvers around
 * one store call (a read, a save, a delete). Messages are the success texts existing clients show,
 * word for word ('Created Successfully', 'Edited Successfully', 'Deleted Successfully').
 */

/** A permission, or 'signedIn' for shared lists every signed-in user reads (registration pages). */
export type Access = Permission | 'signedIn';

type SignedInRun<Args, T> = Parameters<typeof signedInOperation<Args, T>>[0];

/** operation() or signedInOperation(), by access. */
export function guarded<Args, T>(access: Access, run: SignedInRun<Args, T>) {
  return access === 'signedIn' ? signedInOperation(run) : operation(access, run);
}

/**
 * The usual resolver of a module: the access check, then one store call given the caller's context;
 * its value answers in data, with the spec's message where it names one ('Deleted Successfully').
 */
export function storeOperation<Args, T>(
  access: Access,
  call: (...params: Parameters<SignedInRun<Args, T>>) => Promise<T>,
  message?: string,
) {
  return guarded(access, async (args: Args, ctx) => success(await call(args, ctx), message));
}

/**
 * The spec's delete of one record by its `uuid`, based on the `version` the caller read (decision
 * 103): the store's remove answers the deleted row, in data with 'Deleted Successfully'.
 */
export function deleteOperation<T>(
  access: Access,
  remove: (db: Db, user: AuthUser, uuid: string, version?: number) => Promise<T>,
) {
  return storeOperation(
    access,
    (args: { uuid: string; version?: unknown }, { db, user }) =>
      remove(db, user, args.uuid, parseVersion(args.version)),
    'Deleted Successfully',
  );
}

/**
 * A save (no uuid creates, a uuid updates): the saved row answers in data, with the spec's message for
 * what happened ('Created Successfully' or 'Edited Successfully' unless the operation words it).
 */
export function saveOperation<Args, T>(
  access: Access,
  save: (...params: Parameters<SignedInRun<Args, T>>) => Promise<{ row: T; created: boolean }>,
  [createdMessage, editedMessage] = ['Created Successfully', 'Edited Successfully'],
) {
  return guarded(access, async (args: Args, ctx) => {
    const { row, created } = await save(args, ctx);
    return success(row, created ? createdMessage : editedMessage);
  });
}
