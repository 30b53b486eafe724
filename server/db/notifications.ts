import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { openListener, type Listener } from './listener';

/**
 * Changes other app processes on the same PostgreSQL database must hear of at once (LISTEN/NOTIFY):
 * one dedicated connection listens on the channel and calls `heard` for each notification (and once
 * after a reconnection, for whatever was sent while it was down); `tell` notifies every listening
 * process, this one included, through the connection given, so it works while the listener
 * reconnects.
 */
export async function listenForChanges(
  databaseUrl: string,
  channel: string,
  heard: () => void,
): Promise<{ tell(through: Pick<Db, 'execute'>): Promise<unknown>; listener: Listener }> {
  const listener = await openListener({
    databaseUrl,
    name: `zabuni-${channel.replace(/^zabuni_/, '')}`,
    channel,
    heard,
    missed: heard,
  });
  return {
    // Sent through the connection of the change: inside its transaction, it is heard at the commit.
    tell: (through) => through.execute(sql`SELECT pg_notify(${channel}, ${String(process.pid)})`),
    listener,
  };
}
