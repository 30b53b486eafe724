import pg from 'pg';

/**
 * Changes other app processes on the same PostgreSQL database must hear of at once (LISTEN/NOTIFY):
 * a dedicated connection listens on one channel and calls `heard` for each notification; `tell`
 * notifies every listening process, this one included. A lost connection is re-opened.
 */
export async function listenForChanges(
  databaseUrl: string,
  channel: string,
  heard: () => void,
): Promise<{ tell(): void; close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | undefined;
  const open = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => heard());
    next.on('error', () => {
      // Whatever was missed while disconnected is forgotten too once listening again.
      if (closed) return;
      client = undefined;
      setTimeout(() => void open().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    heard();
  };
  await open();
  return {
    tell: () => {
      void client
        ?.query('SELECT pg_notify($1, $2)', [channel, String(process.pid)])
        .catch(() => {});
    },
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
