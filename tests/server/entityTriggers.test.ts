import { namedListFields } from '../../contract/listFields';
import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachEntityTriggers } from '../../server/db/entityTriggers';
import {
  descriptionsColumns,
  entityColumns,
  nameListIndexes,
  namesColumns,
} from '../../server/db/schema/columns';
import { appReferenceApi } from '../../server/reference-kit/appLists';
import { recordFields, text } from '../../server/reference-kit/fields';
import { entityTables } from '../../server/reference-kit/entityTables';
import { defineReferenceEntity, namedListSpec } from '../../server/reference-kit/store';
import { loadModules } from '../../server/serviceModules';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The kit attaches counts, history and versions to its tables itself (decision 179): a list whose
 * migration is drizzle's alone gets them at start-up, and the tables whose migrations attached them
 * are left as they are.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => {
  await server?.stop();
  // The files of the server suite share their modules (vite.config.ts): the next file gets fresh
  // ones, without this file's probe list in the kit's registries.
  vi.resetModules();
});

/** A list declared through the kit whose table was made without the three lines. */
const probeBanks = pgTable(
  'probe_banks',
  { ...entityColumns(), ...namesColumns(), ...descriptionsColumns() },
  (t) => nameListIndexes('probe_banks', t),
);

const probeEntity = defineReferenceEntity<
  { uuid: string; version: number },
  { uuid?: string | null }
>({
  table: probeBanks,
  label: 'Probe bank',
  listSpec: namedListSpec(probeBanks, namedListFields),
  inputSchema: recordFields({
    name: text(150, { min: 2 }),
    description: text(500, { optional: true }),
  }).saveInput,
});

const triggersOn = async (table: string) => {
  const { rows } = await server.db.execute<{ tgname: string }>(
    sql`SELECT tgname FROM pg_trigger WHERE tgrelid = ${table}::text::regclass
         AND NOT tgisinternal ORDER BY tgname`,
  );
  return rows.map((row) => row.tgname);
};

describe('the kit attaches counts, history and versions to its tables', () => {
  it('finds nothing to attach on a started database: every migration attached its own', async () => {
    await loadModules();
    expect(entityTables()).toEqual(expect.arrayContaining(['bid_security_types', 'holidays']));
    expect(await attachEntityTriggers(server.db, entityTables())).toEqual([]);
  });

  it('attaches them to a table declared through the kit without them, once', async () => {
    // What drizzle's migration of a new list creates: the columns and indexes, no trigger.
    await server.db.execute(sql`CREATE TABLE probe_banks (LIKE bid_security_types
      INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
    expect(await triggersOn('probe_banks')).toEqual([]);
    appReferenceApi({
      entity: probeEntity,
      typeName: 'ProbeBank',
      doc: 'A list of this test.',
      fields: 'name: String!',
      list: ['getProbeBanks', 'appPage'],
    });
    expect(entityTables()).toContain('probe_banks');

    expect(await attachEntityTriggers(server.db, entityTables())).toEqual([
      'probe_banks: counts',
      'probe_banks: history',
      'probe_banks: versions',
    ]);
    expect(await attachEntityTriggers(server.db, entityTables())).toEqual([]);

    const { row } = await probeEntity.save(server.db, { name: 'First probe bank' }, 'tester');
    const saved = await probeEntity.save(
      server.db,
      { uuid: row.uuid, version: row.version, name: 'Probe bank renamed' },
      'tester',
    );
    expect(saved.row.version).toBe(2);
    const history = await server.db.execute<{ action: string }>(
      sql`SELECT action FROM history_entries WHERE entity = 'probe_banks' ORDER BY id`,
    );
    expect(history.rows.map((entry) => entry.action)).toEqual(['create', 'update']);
    const counts = await server.db.execute<{ n: number }>(
      sql`SELECT sum(n)::int AS n FROM row_counts WHERE table_name = 'probe_banks'`,
    );
    expect(counts.rows[0].n).toBe(1);
  });

  it('refuses a kit table the database does not have, and attaches nothing', async () => {
    await server.db.execute(sql`CREATE TABLE probe_others (LIKE bid_security_types INCLUDING ALL)`);
    await expect(
      attachEntityTriggers(server.db, ['probe_others', 'holidays_renamed_away']),
    ).rejects.toThrow(
      /holidays_renamed_away is declared by the reference kit but not in the database/,
    );
    expect(await triggersOn('probe_others')).toEqual([]);
  });
});
