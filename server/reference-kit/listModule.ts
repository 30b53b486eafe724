import type { PgTable } from 'drizzle-orm/pg-core';
import type { GraphqlService } from '../../contract/services';
import type { Db } from '../db/client';
import type { ReferenceApi } from './api';
import { seedRowsOnce } from './seeding';
import { fillSwahili, type SwahiliSeed } from './swahiliSeed';

type Rows<T extends PgTable> = T['$inferInsert'][];

/**
 * A list's seed: its rows (or how to find them, for rows that link to other lists' seeded rows) or its
 * own run, then its Kiswahili; `after` as in ModuleSeed.
 */
export type ListSeed<T extends PgTable> = { after?: string[]; swahili?: SwahiliSeed } & (
  | {
      table: T;
      rows: Rows<T> | ((db: Db) => Promise<Rows<T>>);
      /**
       * 'once' (the default): while the table has never had a row (seedRowsOnce); 'newKeys': on
       * every start, each row whose unique key is still free (a list keyed by code).
       */
      when?: 'once' | 'newKeys';
    }
  | { run(db: Db): Promise<void> }
);

async function seedList<T extends PgTable>(db: Db, seed: ListSeed<T>) {
  if ('run' in seed) {
    await seed.run(db);
  } else {
    const rows = typeof seed.rows === 'function' ? await seed.rows(db) : seed.rows;
    if (seed.when !== 'newKeys') await seedRowsOnce(db, seed.table, rows);
    else if (rows.length > 0) await db.insert(seed.table).values(rows).onConflictDoNothing();
  }
  if (seed.swahili) await fillSwahili(db, seed.swahili);
}

/** An endpoint as ModuleEndpoint says (serviceModules.ts): a list's own SDL file beside the kit's. */
interface ListEndpoint {
  service: GraphqlService;
  schema?: string;
  typeDefs?: string;
  resolvers: Record<string, object>;
}

/**
 * A reference list's module (server/modules/<list>/module.ts) as the kit makes it: its API on its
 * service, with the list's own type resolvers beside the kit's, any endpoints of its own (`also`),
 * and its seed. The module default-exports it `satisfies ServerModule` (the kit cannot import
 * serviceModules.ts, which imports the kit).
 */
export function referenceListModule<T extends PgTable>({
  service,
  api,
  resolvers,
  also = [],
  seed,
}: {
  service: GraphqlService;
  api: ReferenceApi;
  resolvers?: Record<string, object>;
  also?: ListEndpoint[];
  seed?: ListSeed<T>;
}) {
  return {
    endpoints: [
      { service, typeDefs: api.typeDefs, resolvers: { ...api.resolvers, ...resolvers } },
      ...also,
    ],
    ...(seed && { seed: { after: seed.after, run: (db: Db) => seedList(db, seed) } }),
  };
}
