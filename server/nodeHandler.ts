import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';
import { currentRequest } from './correlation';
import { busy, holdPlace } from './http/admission';
import { CallerLeft, MAX_BODY_BYTES, readDeclaredBody } from './http/bodyLimit';
import { clientAddressOf } from './http/clientAddress';
import { COMPRESS_ABOVE_BYTES, compressBody, encodingFor } from './http/compression';
import { IDEMPOTENCY_HEADER } from './http/idempotency';
import {
  createDirectLane,
  plainParams,
  regularMediaType,
  type DirectAnswer,
} from './graphql/directLane';
import { failedResponse, type FetchHandler, type Serving } from './fetchHandler';

type DirectLane = ReturnType<typeof createDirectLane>;

/**
 * What the server calls for every API path: the direct GraphQL lane for a plain GraphQL POST, else
 * `handle`; each takes its place at work once the body is read (`serving.admission`).
 */
export function createNodeHandler(serving: Serving, handle: FetchHandler) {
  const lanes = new Map(
    [...serving.endpoints].map(([path, yoga]) => [
      path,
      createDirectLane(yoga, serving.config.isProduction),
    ]),
  );
  return async function serveNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Refused before its body is read while the queue is full (issue #17).
    if (serving.admission.isFull()) return sendResponse(res, busy());
    try {
      if (await serveDirect(serving, lanes, req, res)) return;
    } catch (error) {
      if (error instanceof CallerLeft) return; // no one to answer, nothing failed
      const response = failedResponse(`${req.method} ${req.url}`, error);
      if (res.headersSent) res.destroy();
      else sendResponse(res, response);
      return;
    }
    await handle(req, res);
  };
}

/** The lane and answer media type of a plain GraphQL JSON POST the direct lane may take, if it is one. */
function directCandidate(lanes: Map<string, DirectLane>, req: IncomingMessage) {
  const lane = req.method === 'POST' ? lanes.get(req.url ?? '/') : undefined;
  const h = req.headers;
  const length = Number(h['content-length']);
  const contentType = h['content-type']?.split(',')[0] ?? '';
  const mediaType = regularMediaType(h.accept);
  if (
    !lane ||
    !mediaType ||
    !(contentType === 'application/json' || contentType.startsWith('application/json;')) ||
    h[IDEMPOTENCY_HEADER] !== undefined ||
    h['transfer-encoding'] !== undefined ||
    !(length > 0 && length <= MAX_BODY_BYTES)
  ) {
    return undefined;
  }
  return { lane, mediaType };
}

/**
 * A plain GraphQL POST (server/graphql/directLane.ts) answered without the Fetch API: true when
 * answered. Anything else is left to `handle`, with the body it may have read handed over (the
 * adapter takes a node request's `body` as its body); nothing has run for it yet.
 */
async function serveDirect(
  serving: Serving,
  lanes: Map<string, DirectLane>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const candidate = directCandidate(lanes, req);
  if (!candidate) return false;
  const info = currentRequest();
  if (info) info.route = req.url ?? '/';
  const body = await readDeclaredBody(req);
  if (!(await admitNode(serving, req, res))) return true;
  const handOver = () => {
    (req as IncomingMessage & { body?: Buffer }).body = body;
    return false;
  };
  let params;
  try {
    params = plainParams(JSON.parse(body.toString('utf8')));
  } catch {
    return handOver();
  }
  if (!params) return handOver();
  const user = await serving.authenticate(req.headers.authorization);
  if (user instanceof Response) return handOver(); // `handle` answers the 401
  if (info && user) {
    info.userUuid = user.uuid;
    info.institutionId = user.institutionId;
  }
  const { db, config, liveChanges, trustedProxies } = serving;
  const language = req.headers['content-language']?.startsWith('sw') ? 'sw' : 'en';
  const clientAddress = clientAddressOf(req, trustedProxies);
  const answer = await candidate.lane(
    { db, config, user, language, clientAddress, liveChanges },
    params,
    candidate.mediaType,
  );
  if (!answer) return handOver();
  const { headers, payload } = await directHeadersAndPayload(req, answer);
  if (info) info.lane = 'direct';
  res.writeHead(answer.status, headers);
  res.end(payload);
  return true;
}

/** The direct lane's answer with what `handle` would add: Yoga's CORS headers (its defaults), compression. */
async function directHeadersAndPayload(req: IncomingMessage, answer: DirectAnswer) {
  const headers: Record<string, string> = { ...answer.headers };
  const cors = getCORSHeadersByRequestAndOptions(
    { headers: { get: (name: string) => headerOf(req, name) } } as Request,
    {},
  );
  Object.assign(headers, cors);
  // A text answer goes out as it is: node writes the headers and a string body in one piece.
  let payload: Buffer | string = answer.body;
  let payloadBytes = Buffer.byteLength(payload);
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (encoding) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (payloadBytes > COMPRESS_ABOVE_BYTES) {
      payload = await compressBody(Buffer.from(payload), encoding);
      payloadBytes = payload.length;
      headers['content-encoding'] = encoding;
    }
  }
  headers['content-length'] = String(payloadBytes);
  return { headers, payload };
}

/**
 * Takes a place at work for a node request whose body is read (server/http/admission.ts), given
 * back when its answer is sent or its caller leaves; false when answered 503, or when the caller
 * left while it waited.
 */
async function admitNode(
  serving: Serving,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const place = await serving.admission.enter();
  if (!place) {
    sendResponse(res, busy());
    return false;
  }
  if (req.socket.destroyed) {
    place.end();
    return false;
  }
  serving.admitted.add(req);
  holdPlace(place);
  res.once('close', () => place.end());
  return true;
}

const headerOf = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
};

/** A Fetch Response written to a node answer (the few answers the server makes before `handle`). */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
