import type { ReferenceEntity } from './store';
import { registerImportable } from './csvImport';
import { registerEntityTable } from './entityTables';
import { registerRestorable } from './restorable';
import { referenceSdl, type ReferenceSdlSpec } from './sdl';
import { swahiliFieldsOf } from './translations';
import {
  mergeReferenceResolvers,
  referenceResolvers,
  type ReferencePermissions,
} from './resolvers';

/**
 * One reference entity on the GraphQL API: its SDL (sdl.ts) and its resolvers (resolvers.ts) from one
 * declaration, so the operation names and argument names are written once. A module serves what
 * mergeReferenceApis gives as an endpoint's `typeDefs` and `resolvers`.
 */
export interface ReferenceApiSpec extends ReferenceSdlSpec {
  // Any row and input type: the API only passes them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: ReferenceEntity<any, any>;
  permissions: ReferencePermissions;
}

export type ReferenceApi = {
  typeDefs: string;
  resolvers: ReturnType<typeof referenceResolvers>;
};

export function referenceApi({ entity, permissions, ...sdl }: ReferenceApiSpec): ReferenceApi {
  // Its table gets counts, history and versions at start-up if its migration did not attach them.
  registerEntityTable(entity.definition.table);
  // Every list declared here imports from CSV by the same rules (csvImport.ts), unless its rows are owned.
  registerImportable(entity, permissions);
  // Every list with a save brings its records back to an earlier version the same way (restorable.ts).
  if (sdl.operations.save) registerRestorable(entity, permissions, sdl.operations.save);
  return {
    typeDefs: referenceSdl({ ...sdl, swahili: swahiliFieldsOf(entity.definition.table) }),
    resolvers: referenceResolvers(entity, sdl.operations, permissions),
  };
}

/** Several entities' APIs as one: their SDL in order, their Query and Mutation resolvers merged. */
export function mergeReferenceApis(...apis: ReferenceApi[]): ReferenceApi {
  return {
    typeDefs: apis.map((api) => api.typeDefs).join('\n'),
    resolvers: mergeReferenceResolvers(...apis.map((api) => api.resolvers)),
  };
}
