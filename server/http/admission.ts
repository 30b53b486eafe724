import { ResponseCode } from '../../contract/responseCodes';
import { jsonFailure } from './respond';

/**
 * How many API requests the server works on at once, and how many wait their turn (issue #17).
 *
 * Past `inProgress` a request waits, first come first served, and past `queue` waiting it is answered
 * 503 with Retry-After at once. Why a small number at work: with hundreds of requests in progress one
 * turn of the event loop runs all their ready work, and libuv accepts one new connection per turn, so
 * new clients waited seconds to be accepted (timeouts on the embedded database, p99 near a second on
 * PostgreSQL at 200 connections); the garbage of hundreds of half-done requests also doubled the CPU
 * each cost. A few at work keep each turn short and the rest cost only their place in the queue.
 * The server takes a request's place once its body is read (createApp.ts), so a slow sender holds none.
 */
export function createAdmission(inProgress: number, queue: number) {
  let working = 0;
  const waiting: Array<() => void> = [];
  return {
    /** Whether a request arriving now would be refused: checked before its body is read. */
    isFull: (): boolean => working >= inProgress && waiting.length >= queue,
    /**
     * Takes a place, waiting for one if need be: false at once when the queue is full. Each true
     * must be followed by one `leave`.
     */
    async enter(): Promise<boolean> {
      if (working < inProgress) {
        working += 1;
        return true;
      }
      if (waiting.length >= queue) return false;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return true;
    },
    /** Gives the place back: to the longest waiting request, if any. */
    leave(): void {
      const next = waiting.shift();
      if (next) next();
      else working -= 1;
    },
    /** Runs `serve` in a place, or answers 503 when the queue is full. */
    async admit(serve: () => Promise<Response>): Promise<Response> {
      if (!(await this.enter())) return busy();
      try {
        return await serve();
      } finally {
        this.leave();
      }
    },
    /** Requests at work and waiting (the metrics). */
    counts: () => ({ inProgress: working, waiting: waiting.length }),
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/** The refusal: 503 with Retry-After, in the envelope's shape. */
export function busy(): Response {
  const response = jsonFailure(
    503,
    ResponseCode.OPERATION_FAILED,
    'The server is busy: try again in a moment',
  );
  response.headers.set('retry-after', '1');
  return response;
}
