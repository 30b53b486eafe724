/**
 * Work done a slice of the event loop at a time: the worker asks `due()` between two small pieces
 * of work, and when the slice's time is used `pause()` lets the loop turn (sockets are read, other
 * requests answered) before it goes on. The clock is a parameter, so a test can run it on its own.
 */
export interface Slices {
  due(): boolean;
  pause(): Promise<void>;
}

/** 10 ms, as the embedded database's turns (server/eventLoopTurns.ts): a few list pages a slice. */
export const SLICE_MS = 10;

export function createSlices(
  sliceMs = SLICE_MS,
  now: () => number = () => performance.now(),
): Slices {
  let sliceStart = now();
  return {
    due: () => now() - sliceStart >= sliceMs,
    async pause() {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = now();
    },
  };
}
