import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A primary and a streaming standby on this machine's PostgreSQL binaries, for the failover
 * rehearsal: two clusters in a temporary folder, on their own ports, started and stopped by the test.
 * The pair replicates synchronously (`synchronous_commit = remote_apply`): a commit is acknowledged
 * once the standby has applied it, so no acknowledged write can be missing after a promotion.
 */

/** How long one command (initdb, pg_basebackup, pg_ctl) may take on a busy machine. */
const COMMAND_TIMEOUT_MS = 60_000;
/** How long the standby may take to stream synchronously, or to leave recovery once promoted. */
const WAIT_TIMEOUT_MS = 60_000;
const STANDBY_NAME = 'zabuni_standby';

/**
 * The folder of initdb, pg_ctl, postgres and pg_basebackup: PG_BIN, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian, Ubuntu), else pg_config's. Undefined when none is there.
 */
export function findPostgresBin(): string | undefined {
  const has = (dir: string) =>
    ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'].every((name) =>
      fs.existsSync(path.join(dir, name)),
    );
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(debian, version, 'bin');
      if (has(dir)) return dir;
    }
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', timeout: 5000 }).trim();
    if (has(dir)) return dir;
  } catch {
    // No pg_config on the PATH.
  }
  return undefined;
}

/** A free TCP port on 127.0.0.1 (free when asked: the caller binds it soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  name: 'primary' | 'standby';
  port: number;
  dataDir: string;
  logFile: string;
  /** A connection URL to `database` on this cluster (as the superuser, trusted). */
  url(database?: string): string;
  /** The last lines of the cluster's server log (for a failure's message). */
  logTail(lines?: number): string;
}

export interface PostgresPair {
  primary: Cluster;
  standby: Cluster;
  /** The application's database, created on the primary before the standby was cloned. */
  database: string;
  /** Promotes the standby and resolves once it accepts writes (pg_is_in_recovery() is false). */
  promoteStandby(): Promise<void>;
  /** Stops the primary: 'immediate' is a crash (no checkpoint, clients cut at once). */
  stopPrimary(options?: { mode?: 'immediate' | 'fast' }): Promise<void>;
  /** Stops both clusters (immediate) and removes the temporary folder; safe to call twice. */
  stop(): Promise<void>;
}

interface PairOptions {
  /** The database to create on the primary before cloning (default: zabuni). */
  database?: string;
}

/**
 * Starts the pair: initdb and start the primary, create the database, clone the standby with
 * pg_basebackup, start it and wait until the primary sees it streaming as its synchronous standby.
 * Anything left half-started is stopped before the error is thrown.
 */
export async function startPostgresPair(options: PairOptions = {}): Promise<PostgresPair> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL server binaries (set PG_BIN to their folder)');
  const database = options.database ?? 'zabuni';
  const runner = commandRunner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-pair-'));
  runner.own(root);
  const socketDir = path.join(root, 'sockets');
  fs.mkdirSync(socketDir);
  runner.own(socketDir);

  const started = new Map<string, Cluster>();
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      process.off('exit', stopAllNow);
      for (const cluster of started.values()) await stopCluster(cluster, 'immediate');
      fs.rmSync(root, { recursive: true, force: true });
      unfinished.delete(stopAll);
    })());
  // Known before the pair is: a start that times out in the test's hook is still stopped.
  unfinished.add(stopAll);
  // If the test process ends without its afterAll (a crash, a kill of the worker), the clusters
  // still go: an immediate stop of each postmaster, by the pid in its data folder.
  const stopAllNow = () => {
    for (const cluster of started.values()) signalPostmaster(cluster.dataDir, 'SIGQUIT');
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', stopAllNow);

  function cluster(name: Cluster['name'], port: number): Cluster {
    const dataDir = path.join(root, name);
    const logFile = path.join(root, `${name}.log`);
    return {
      name,
      port,
      dataDir,
      logFile,
      url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
      logTail: (lines = 30) => {
        try {
          return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
        } catch {
          return '(no log)';
        }
      },
    };
  }

  async function startCluster(target: Cluster) {
    if (stopping) throw new Error('The pair was stopped while it started');
    try {
      await runner.run(path.join(bin!, 'pg_ctl'), [
        'start',
        '-D',
        target.dataDir,
        '-l',
        target.logFile,
        '-w',
        '-t',
        String(COMMAND_TIMEOUT_MS / 1000),
      ]);
    } finally {
      // Even a start that timed out may have left a postmaster running: stop() must find it.
      started.set(target.name, target);
      // Stopped meanwhile (the test gave up waiting): this one goes too.
      if (stopping) await stopCluster(target, 'immediate');
    }
  }

  async function stopCluster(target: Cluster, mode: 'immediate' | 'fast') {
    if (!fs.existsSync(path.join(target.dataDir, 'postmaster.pid'))) return;
    try {
      await runner.run(path.join(bin!, 'pg_ctl'), [
        'stop',
        '-D',
        target.dataDir,
        '-m',
        mode,
        '-w',
        '-t',
        '30',
      ]);
    } catch {
      // pg_ctl gave up: the postmaster is killed by its pid, and its children follow it.
      signalPostmaster(target.dataDir, 'SIGKILL');
    }
  }

  try {
    const primary = cluster('primary', await freePort());
    await runner.run(path.join(bin, 'initdb'), [
      '-D',
      primary.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(primary.dataDir, 'postgresql.conf'),
      settings({
        port: primary.port,
        listen_addresses: "'127.0.0.1'",
        unix_socket_directories: `'${socketDir}'`,
        wal_level: 'replica',
        max_wal_senders: 5,
        max_replication_slots: 5,
        hot_standby: 'on',
        // Commits wait for the standby to have applied them (once it is named below): an
        // acknowledged write survives a promotion, and a read on the standby right after sees it.
        synchronous_commit: 'remote_apply',
        // The rehearsal is of replication, not of disks: an immediate stop is no power cut, and
        // the machine is shared.
        fsync: 'off',
        shared_buffers: '32MB',
        max_connections: 50,
        log_min_messages: 'warning',
        log_line_prefix: "'%m [%p] %a '",
      }),
    );
    await startCluster(primary);
    await withClient(primary.url(), (client) => client.query(`CREATE DATABASE "${database}"`));

    const standby = cluster('standby', await freePort());
    // No -R: the standby's recovery settings are written below, naming it for synchronous_standby_names.
    await runner.run(path.join(bin, 'pg_basebackup'), [
      '-D',
      standby.dataDir,
      '-d',
      `host=127.0.0.1 port=${primary.port} user=postgres`,
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    fs.writeFileSync(path.join(standby.dataDir, 'standby.signal'), '');
    runner.own(path.join(standby.dataDir, 'standby.signal'));
    // Cloned before the primary names its synchronous standby: once promoted, it runs alone and
    // commits without waiting for a standby of its own.
    fs.appendFileSync(
      path.join(standby.dataDir, 'postgresql.conf'),
      settings({
        port: standby.port,
        primary_conninfo: `'host=127.0.0.1 port=${primary.port} user=postgres application_name=${STANDBY_NAME}'`,
      }),
    );
    await startCluster(standby);
    // Named only now: until the standby streams, every commit (CREATE DATABASE too) would wait.
    await withClient(primary.url(), async (client) => {
      await client.query(`ALTER SYSTEM SET synchronous_standby_names = '${STANDBY_NAME}'`);
      await client.query('SELECT pg_reload_conf()');
    });
    await waitFor(
      'the standby to stream synchronously',
      () =>
        withClient(primary.url(), async (client) => {
          const { rows } = await client.query<{ state: string; sync_state: string }>(
            'SELECT state, sync_state FROM pg_stat_replication WHERE application_name = $1',
            [STANDBY_NAME],
          );
          return rows[0]?.state === 'streaming' && rows[0]?.sync_state === 'sync';
        }),
      () => `primary:\n${primary.logTail()}\nstandby:\n${standby.logTail()}`,
    );

    return {
      primary,
      standby,
      database,
      async promoteStandby() {
        await runner.run(path.join(bin, 'pg_ctl'), [
          'promote',
          '-D',
          standby.dataDir,
          '-w',
          '-t',
          String(WAIT_TIMEOUT_MS / 1000),
        ]);
        await waitFor(
          'the promoted standby to accept writes',
          () =>
            withClient(standby.url(), async (client) => {
              const { rows } = await client.query<{ recovering: boolean }>(
                'SELECT pg_is_in_recovery() AS recovering',
              );
              return rows[0]?.recovering === false;
            }),
          () => standby.logTail(),
        );
      },
      stopPrimary: ({ mode = 'immediate' } = {}) => stopCluster(primary, mode),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The stop of every pair this process started and has not stopped (started or half-started). */
const unfinished = new Set<() => Promise<void>>();

/**
 * Stops every pair this process started, including one whose start has not finished (the test's
 * hook timed out while it waited): for afterAll, whatever happened before it.
 */
export async function stopPostgresPairs(): Promise<void> {
  await Promise.all([...unfinished].map((stop) => stop().catch(() => undefined)));
}

/** postgresql.conf lines; the last setting of a name wins, so appended lines override initdb's. */
const settings = (values: Record<string, string | number>) =>
  `\n# The failover rehearsal (tests/faults)\n${Object.entries(values)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n')}\n`;

/**
 * Runs the server's commands as the cluster's owner: PostgreSQL refuses to run as root, so as root
 * they run as the `postgres` OS user, and what they must write is handed to it.
 */
function commandRunner() {
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', timeout: 5000 }).trim());
    owner = { uid: id('-u'), gid: id('-g') };
  }
  return {
    own(file: string) {
      if (owner) fs.chownSync(file, owner.uid, owner.gid);
    },
    run(command: string, args: string[]): Promise<string> {
      const [file, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
        : [command, args];
      return new Promise((resolve, reject) => {
        execFile(
          file,
          argv,
          // cwd: a folder the postgres user may enter (the test's may be root's own).
          { timeout: COMMAND_TIMEOUT_MS, encoding: 'utf8', cwd: os.tmpdir() },
          (error, stdout, stderr) => {
            if (error) {
              reject(
                new Error(
                  `${path.basename(command)} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`,
                ),
              );
            } else resolve(stdout);
          },
        );
      });
    },
  };
}

/** Sends a signal to the postmaster named in a data folder's postmaster.pid (if it still runs). */
function signalPostmaster(dataDir: string, signal: NodeJS.Signals) {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, signal);
  } catch {
    // No pid file, or no such process: nothing to stop.
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    // A statement that waits (for a standby that never comes) fails instead of hanging the test.
    query_timeout: 30_000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Polls `check` until it answers true; a throw counts as not yet. Fails after WAIT_TIMEOUT_MS. */
async function waitFor(what: string, check: () => Promise<boolean>, context: () => string) {
  const deadline = Date.now() + WAIT_TIMEOUT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}\n${context()}`,
  );
}
