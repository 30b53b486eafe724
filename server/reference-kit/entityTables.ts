import { getTableName, type Table } from 'drizzle-orm';

const tables = new Set<string>();

/**
 * Notes a table the kit serves (referenceApi): at start-up, after the migrations, the server
 * attaches the counts, history and versions it lacks (server/db/entityTriggers.ts, decision 179),
 * so a new list's migration is drizzle's alone.
 */
export function registerEntityTable(table: Table): void {
  tables.add(getTableName(table));
}

/** The tables registered so far, by name: every list's once the modules are loaded. */
export const entityTables = (): string[] => [...tables].sort();
