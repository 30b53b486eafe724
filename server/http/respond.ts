import { responseCodeDescriptions, type ResponseCodeValue } from '../../contract/responseCodes';
import { currentRequest } from '../correlation';

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * A REST failure in the envelope's shape, with the catalogue's text unless a message is given; an
 * unexpected failure also names its correlation id, which the server log has beside the details.
 */
export const jsonFailure = (
  status: number,
  code: ResponseCodeValue,
  message?: string,
  correlationId?: string,
): Response => {
  const request = currentRequest();
  if (request) request.code = String(code);
  return json(
    {
      status: false,
      code,
      message: message ?? responseCodeDescriptions[code],
      data: null,
      // Every failure names the request, so a user's screenshot leads to the log line.
      requestId: correlationId ?? request?.id,
      ...(correlationId ? { correlationId } : {}),
    },
    status,
  );
};

/** Reads a JSON body; undefined when the body is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
