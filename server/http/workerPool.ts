import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { processLogger } from '../log';
import { offThread } from './admission';

/** A task ran past its time or memory limit: its worker thread was stopped. */
export class WorkerLimitError extends Error {}

/** Every worker is busy and the queue is full: the caller should come back later. */
export class WorkersBusyError extends Error {}

export interface WorkerPool {
  /**
   * Runs the default export of `file` (a module URL) with `task` on a worker thread. Past `timeoutMs`
   * (counted from the call, so waiting in the queue counts) or past the thread's memory ceiling the
   * thread is stopped and this throws WorkerLimitError; a full queue throws WorkersBusyError at once.
   */
  run<T>(
    file: URL,
    task: unknown,
    options: { timeoutMs: number; transfer?: ArrayBuffer[] },
  ): Promise<T>;
  /** Tasks waiting for a thread, and tasks running on one (the metrics' signing jobs). */
  stats(): { queued: number; running: number };
  close(): Promise<void>;
}

// Worker threads load the server's TypeScript the way the main thread does (tsx), in tests too; the
// built server (dist-server/, `npm start`) runs JavaScript and needs no loader.
const runsTypeScript = import.meta.url.endsWith('.ts');
const execArgv = runsTypeScript
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : [];

/**
 * One pool of worker threads for the server's CPU-heavy work (rendering and signing PDFs), so the
 * event loop keeps answering everyone else. One core is left to the main thread: on a 2-core machine
 * one worker. Threads start on demand and stop when idle; each has a memory ceiling.
 */
export function createWorkerPool(
  log: (message: string) => void = (message) => processLogger().error(message),
): WorkerPool {
  const threads = Math.max(1, os.availableParallelism() - 1);
  const pool = new Piscina({
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    maxQueue: threads * 8,
    execArgv,
    resourceLimits: { maxOldGenerationSizeMb: 512, stackSizeMb: 4 },
  });
  // Tasks handed to the pool and not yet settled; those not in its queue are on a thread.
  let started = 0;
  // A worker stopped at its memory ceiling also reports on the pool, after its task's caller has the
  // failure: unheard, that report would end the whole process.
  pool.on('error', (error: Error) => log(`A worker thread stopped: ${error.message}`));
  return {
    async run<T>(
      file: URL,
      task: unknown,
      { timeoutMs, transfer }: { timeoutMs: number; transfer?: ArrayBuffer[] },
    ) {
      if (pool.options.maxQueue && pool.queueSize >= pool.options.maxQueue) {
        throw new WorkersBusyError('Every worker is busy');
      }
      const signal = AbortSignal.timeout(timeoutMs);
      started += 1;
      try {
        // The request gives its place at work back while the thread works (admission.ts).
        return (await offThread(() =>
          pool.run(task, { filename: file.href, signal, transferList: transfer }),
        )) as T;
      } catch (error) {
        if (signal.aborted) throw new WorkerLimitError(`The task ran past ${timeoutMs} ms`);
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new WorkerLimitError('The task ran past its memory ceiling');
        }
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new WorkersBusyError('Every worker is busy');
        }
        throw error;
      } finally {
        started -= 1;
      }
    },
    stats: () => ({
      queued: pool.queueSize,
      running: Math.max(0, started - pool.queueSize),
    }),
    close: () => pool.destroy(),
  };
}
