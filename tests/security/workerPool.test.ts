import { describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerLimitError } from '../../server/http/workerPool';

/**
 * A worker stopped at its memory ceiling fails its own task with a clear error and the pool serves
 * the next one. (The pool's own report of the dead thread is logged: unheard, it once ended the whole
 * test process, after a signing render stopped at its time limit ran on into its ceiling.)
 */
describe('the worker pool', () => {
  it('fails a task that exhausts its memory with the limit named, and goes on working', async () => {
    const workers = createWorkerPool(() => {});
    const exhaust = new URL('./support/exhaustMemory.ts', import.meta.url);
    try {
      const task = workers.run(exhaust, null, { timeoutMs: 60_000 });
      await expect(task).rejects.toBeInstanceOf(WorkerLimitError);
      await expect(task).rejects.toThrow(/memory/);
      const quick = workers.run(exhaust, null, { timeoutMs: 50 });
      await expect(quick).rejects.toThrow(/ran past 50 ms/);
    } finally {
      await workers.close();
    }
  }, 90_000);
});
