import { ResponseCode } from '../../contract/responseCodes';
import { jsonFailure } from './respond';

/**
 * A bounded queue in front of the embedded database: PGlite runs one query at a time, so past `limit`
 * requests in progress a request waits longer than a client would; it is answered 503 with
 * Retry-After at once instead of timing out (issue #17). PostgreSQL needs none: its pool queues.
 */
export function createAdmission(limit: number) {
  let inProgress = 0;
  return {
    /** Runs `serve` if there is room, else answers 503 without touching the database. */
    async admit(serve: () => Promise<Response>): Promise<Response> {
      if (inProgress >= limit) {
        const busy = jsonFailure(
          503,
          ResponseCode.OPERATION_FAILED,
          'The server is busy: try again in a moment',
        );
        busy.headers.set('retry-after', '1');
        return busy;
      }
      inProgress += 1;
      try {
        return await serve();
      } finally {
        inProgress -= 1;
      }
    },
  };
}
