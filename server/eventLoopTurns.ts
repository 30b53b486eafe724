/**
 * Runs work one piece at a time, first come first served, and starts pieces for at most `sliceMs` in
 * one turn of the event loop: the rest wait for the next turn.
 *
 * Why: libuv (1.45 and later, so Node 20) accepts one new connection per turn of the loop. The
 * embedded database runs each statement on this thread and its own queue drains in microtasks, so
 * under load one turn lasted as long as the whole queue (a second and more): new connections waited
 * in the kernel's accept queue and clients timed out before the server had seen them (issue #17,
 * bench/README.md "Under load"). In slices the loop polls, accepts and reads between them.
 */
export function createTurns(sliceMs: number, now: () => number = () => performance.now()) {
  const waiting: Array<() => void> = [];
  let running = false;
  let sliceStart: number | undefined;

  const inBudget = () => {
    if (sliceStart === undefined) {
      sliceStart = now();
      setImmediate(endSlice);
      return true;
    }
    return now() - sliceStart < sliceMs;
  };
  const endSlice = () => {
    sliceStart = undefined;
    if (!running) startNext();
  };
  const startNext = () => {
    if (waiting.length === 0 || !inBudget()) return;
    running = true;
    waiting.shift()!();
  };

  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running || waiting.length > 0 || !inBudget()) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running = true;
    try {
      return await work();
    } finally {
      running = false;
      startNext();
    }
  };
}
