import { z } from 'zod';
import { HTTP_FAILURE_LIMITS } from '../../../contract/monitoring';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import type { Config } from '../../config';
import { json, jsonFailure, readJson } from '../../http/respond';
import { allowAttempt, REPORT_LIMIT } from '../../http/attempts';
import type { Route } from '../../restRoutes';
import { saveErrorLog } from './store';

const httpFailureSchema = z.object({
  reason: z.string().trim().min(1).max(HTTP_FAILURE_LIMITS.reason),
  status: z.number().int().min(0).max(999),
  errorDescription: z.string().trim().min(1).max(HTTP_FAILURE_LIMITS.errorDescription),
  url: z.string().max(HTTP_FAILURE_LIMITS.url).nullish(),
});

/**
 * "Failed HTTP requests are reported to the auth service with reason, status and error description":
 * kept in the error log beside the monitor's reports (kind
 * HTTP_FAILURE; the reason in its operation column), so administrators read them in one list.
 */
export function httpFailureRoutes(config: Config): Route[] {
  return [
    {
      method: 'POST',
      path: restPaths(config.product).reportHttpFailure,
      async handle(request, { db, user, clientAddress }) {
        if (!(await allowAttempt(db, REPORT_LIMIT, user?.uuid ?? clientAddress))) {
          return jsonFailure(429, ResponseCode.TOO_MANY_ATTEMPTS);
        }
        const input = httpFailureSchema.safeParse(await readJson(request));
        if (!input.success) return jsonFailure(400, ResponseCode.INVALID_INPUT);
        const { reason, status, errorDescription, url } = input.data;
        const saved = await saveErrorLog(
          db,
          {
            kind: 'HTTP_FAILURE',
            operation: reason,
            httpStatus: status,
            message: errorDescription,
            service: 'uaa',
            url,
          },
          user,
          clientAddress,
        );
        return json({
          status: true,
          code: ResponseCode.SUCCESS,
          message: 'Saved',
          data: { uuid: saved.uuid },
        });
      },
    },
  ];
}
