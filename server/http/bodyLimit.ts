import type { IncomingMessage } from 'node:http';
import { ResponseCode } from '../../contract/responseCodes';
import { jsonFailure } from './respond';

/** What a request body may hold unless its route sets its own limit (Route.maxBodyBytes). */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * 413, and the connection is closed after it: the rest of an over-long body is never read.
 */
const tooLarge = (maxBytes: number) => {
  const response = jsonFailure(
    413,
    ResponseCode.INVALID_INPUT,
    `The request is too large (at most ${Math.floor(maxBytes / 1000)} KB)`,
  );
  response.headers.set('connection', 'close');
  return response;
};

/**
 * Reads a request's body while counting its bytes and stops at `maxBytes` with a 413, whether the
 * client declared a Content-Length or streamed it chunked: at most `maxBytes` is ever held. Answers
 * the same request with the body read into memory (so GraphQL and the routes read it as usual), or
 * the 413 to send.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Request | Response> {
  if (!request.body) return request;
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge(maxBytes);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => {});
      return tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(total));
  return new Request(request.url, {
    method: request.method,
    headers,
    body: Buffer.concat(chunks),
    signal: request.signal,
  });
}

/** The caller closed the connection before its whole body arrived: nothing failed here. */
export class CallerLeft extends Error {
  constructor() {
    super('The caller left before its request body arrived');
  }
}

/**
 * The body of a node request whose Content-Length the caller has checked against its limit (node's
 * parser then delivers exactly that many bytes): read without the Fetch API's streams.
 */
export function readDeclaredBody(req: IncomingMessage): Promise<Buffer> {
  // Events rather than `for await`: its iterator's promises cost more than reading the body.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const settle = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', settle).off('close', onClose);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => settle();
    // The caller left before the whole body arrived.
    const onClose = () => settle(new CallerLeft());
    req.on('data', onData).on('end', onEnd).on('error', settle).on('close', onClose);
  });
}
