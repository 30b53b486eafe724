import net from 'node:net';

/**
 * A small TCP forwarder the test owns, between the app and PostgreSQL: what a virtual IP or a pooler
 * is in production. It can move to another database server (a failover) and make the database
 * unreachable for a while, in the ways a network or a server fails.
 */

/**
 * How the database is unreachable:
 * - 'refuse': nothing listens (ECONNREFUSED), and the open connections are cut, as when the server
 *   or its host is down;
 * - 'reset': connections are accepted and closed at once, and the open ones are cut (a pooler
 *   without a backend);
 * - 'blackhole': packets are lost: new connections get no answer and open ones stall, until the
 *   network is back, when both carry on (TCP retransmits what was waiting).
 */
export type OutageMode = 'refuse' | 'reset' | 'blackhole';

export interface TcpForwarder {
  /** The port the app connects to (127.0.0.1). */
  port: number;
  /** Where new connections go. */
  target(): number;
  /** New connections go to `port` from now on (open ones stay where they are: see dropAll). */
  retarget(port: number): void;
  /** Cuts every open connection, both sides (what a virtual IP's move or a pooler's restart does). */
  dropAll(): void;
  /** Makes the database unreachable for `ms`; resolves once it is reachable again. */
  outage(mode: OutageMode, ms: number): Promise<void>;
  /** Connections open through the forwarder now. */
  openConnections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
  /** While a blackhole lasts: what each side sent, delivered once it ends. */
  held?: { toUpstream: Buffer[]; toClient: Buffer[] };
}

export async function startTcpForwarder(
  targetPort: number,
  options: { host?: string; port?: number } = {},
): Promise<TcpForwarder> {
  const host = options.host ?? '127.0.0.1';
  let target = targetPort;
  let mode: OutageMode | undefined;
  let closed = false;
  const pairs = new Set<Pair>();

  function destroy(pair: Pair) {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  }

  /** Connects a pair's upstream and pipes both ways; while blackholed, holds what either sends. */
  function connectUpstream(pair: Pair) {
    const upstream = net.connect({ host, port: target });
    pair.upstream = upstream;
    upstream.setNoDelay(true);
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => destroy(pair));
    upstream.on('data', (chunk: Buffer) => {
      if (pair.held) pair.held.toClient.push(chunk);
      else if (!pair.client.write(chunk)) {
        upstream.pause();
        pair.client.once('drain', () => upstream.resume());
      }
    });
  }

  function accept(client: net.Socket) {
    const pair: Pair = { client };
    pairs.add(pair);
    client.setNoDelay(true);
    client.on('error', () => destroy(pair));
    client.on('close', () => destroy(pair));
    if (mode === 'reset') return destroy(pair);
    client.on('data', (chunk: Buffer) => {
      if (pair.held || !pair.upstream) (pair.held ??= hold()).toUpstream.push(chunk);
      else if (!pair.upstream.write(chunk)) {
        client.pause();
        pair.upstream.once('drain', () => client.resume());
      }
    });
    // A blackhole answers nothing: the connection waits (as a SYN would be retransmitted).
    if (mode === 'blackhole') pair.held = hold();
    else connectUpstream(pair);
  }

  const hold = () => ({ toUpstream: [] as Buffer[], toClient: [] as Buffer[] });

  let server = await listen(options.port ?? 0);
  const port = (server.address() as net.AddressInfo).port;

  function listen(on: number): Promise<net.Server> {
    return new Promise((resolve, reject) => {
      const next = net.createServer(accept);
      next.once('error', reject);
      next.listen(on, '127.0.0.1', () => {
        next.off('error', reject);
        next.on('error', () => {});
        resolve(next);
      });
    });
  }

  /** Listens on the same port again; the port may be held a moment by the closing listener. */
  async function reopen() {
    for (let attempt = 1; ; attempt++) {
      try {
        server = await listen(port);
        return;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  const forwarder: TcpForwarder = {
    port,
    target: () => target,
    retarget(next) {
      target = next;
    },
    dropAll() {
      for (const pair of [...pairs]) destroy(pair);
    },
    async outage(kind, ms) {
      if (mode) throw new Error(`An outage (${mode}) is already on`);
      mode = kind;
      if (kind === 'refuse') {
        // Closing stops accepting at once; its callback would wait for the open connections.
        server.close();
        forwarder.dropAll();
      } else if (kind === 'reset') {
        forwarder.dropAll();
      } else {
        for (const pair of pairs) pair.held ??= hold();
      }
      await new Promise((resolve) => setTimeout(resolve, ms));
      mode = undefined;
      if (closed) return;
      if (kind === 'refuse') await reopen();
      if (kind === 'blackhole') {
        for (const pair of [...pairs]) {
          const held = pair.held;
          if (!held) continue;
          pair.held = undefined;
          if (!pair.upstream) connectUpstream(pair);
          for (const chunk of held.toUpstream) pair.upstream!.write(chunk);
          for (const chunk of held.toClient) pair.client.write(chunk);
        }
      }
    },
    openConnections: () => pairs.size,
    async close() {
      closed = true;
      forwarder.dropAll();
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      });
    },
  };
  return forwarder;
}
