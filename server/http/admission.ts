import { ResponseCode } from '../../contract/responseCodes';
import { currentRequest, type RequestInfo } from '../correlation';
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
 * The server takes a request's place once its body is read (createApp.ts), so a slow sender holds none,
 * and a request gives it back while it waits on another thread (`offThread`). Every request takes
 * one, whatever it accepts: a live stream's (decision 107) holds it until the stream is open, then
 * gives it back for good (`leaveAdmission`), since it waits for minutes on nothing of the server's.
 */
export function createAdmission(inProgress: number, queue: number) {
  let working = 0;
  const waiting: Array<() => void> = [];
  const takeFree = (): boolean => {
    if (working >= inProgress) return false;
    working += 1;
    return true;
  };
  const waitForOne = () => new Promise<void>((resolve) => waiting.push(resolve));
  const leave = (): void => {
    const next = waiting.shift();
    if (next) next();
    else working -= 1;
  };

  return {
    /** Whether a request arriving now would be refused: checked before its body is read. */
    isFull: (): boolean => working >= inProgress && waiting.length >= queue,
    /** Takes a place, waiting for one if need be: undefined at once when the queue is full. */
    async enter(): Promise<Place | undefined> {
      if (!takeFree()) {
        if (waiting.length >= queue) return undefined;
        await waitForOne();
      }
      return placeOf();
    },
    /** Runs `serve` in a place, or answers 503 when the queue is full. */
    async admit(serve: () => Promise<Response>): Promise<Response> {
      const place = await this.enter();
      if (!place) return busy();
      holdPlace(place);
      try {
        return await serve();
      } finally {
        place.end();
      }
    },
    /** Requests at work and waiting (the metrics). */
    counts: () => ({ inProgress: working, waiting: waiting.length }),
  };

  function placeOf(): Place {
    let held = true;
    let ended = false;
    const giveBack = () => {
      if (!held) return;
      held = false;
      leave();
    };
    return {
      giveBack,
      async retake() {
        if (held || ended) return;
        if (!takeFree()) await waitForOne();
        held = true;
        // The caller left while this waited: the place goes on to the next at once.
        if (ended) giveBack();
      },
      end() {
        ended = true;
        giveBack();
      },
    };
  }
}

/** A request's place at work: given back while it waits on another thread, taken again after. */
export type Place = NonNullable<RequestInfo['place']> & {
  /** The request is answered or its caller left: the place is given back for good. */
  end(): void;
};

/** Marks the current request as the holder of `place`, so `offThread` within it can give it back. */
export function holdPlace(place: Place): void {
  const info = currentRequest();
  if (info) info.place = place;
}

/** The current request gives its place back for good: the rest of its life costs the server nothing. */
export function leaveAdmission(): void {
  const info = currentRequest();
  info?.place?.giveBack();
  if (info) info.place = undefined;
}

/**
 * Runs work that waits on another thread (a worker thread, libuv's thread pool) without holding the
 * current request's place, so requests that sign documents or hash passwords cannot keep everyone
 * else in line: the event loop is free meanwhile.
 */
export async function offThread<T>(work: () => Promise<T>): Promise<T> {
  const place = currentRequest()?.place;
  if (!place) return work();
  place.giveBack();
  try {
    return await work();
  } finally {
    await place.retake();
  }
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
