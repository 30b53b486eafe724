import { ResponseCode } from '../../contract/responseCodes';
import { jsonFailure } from './respond';

/**
 * A bounded queue in front of the embedded database: PGlite runs one query at a time, so past `limit`
 * requests in progress a request waits longer than a client would; it is answered 503 with
 * Retry-After at once instead of timing out (issue #17). PostgreSQL needs none: its pool queues.
 * The server admits a request as it arrives, before its body is read (main.ts through createApp's
 * serveNode), so a refusal costs no parsing; `admit` does the same for a request given as a Fetch
 * Request (tests, or a caller of the adapter).
 */
export function createAdmission(limit: number) {
  let inProgress = 0;
  return {
    /** Takes a place if there is one; each true must be followed by one `leave`. */
    enter(): boolean {
      if (inProgress >= limit) return false;
      inProgress += 1;
      return true;
    },
    leave(): void {
      inProgress -= 1;
    },
    /** Runs `serve` if there is room, else answers 503 without touching the database. */
    async admit(serve: () => Promise<Response>): Promise<Response> {
      if (!this.enter()) return busy();
      try {
        return await serve();
      } finally {
        this.leave();
      }
    },
  };
}

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
