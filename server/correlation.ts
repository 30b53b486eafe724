import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { processLogger, type Logger } from './log';

/**
 * The request being served: its id, sent back in X-Request-Id and X-Correlation-Id (the same value,
 * one mechanism) and beside every failure, and written on every log line about that request, so a
 * caller who quotes it lets an operator find the log line and the stack trace the caller never sees.
 * The handlers fill in what the one line per request reports (route, operation, code, user).
 */
export interface RequestInfo {
  id: string;
  log: Logger;
  /** The route template (never a raw path with ids): `/{product}-uaa/graphql`, `/readyz`, `static`. */
  route?: string;
  /** The GraphQL operation: its root field when the schema has it, else `unknown`. */
  operation?: string;
  /** The envelope's response code (9000, 9001, ...) or a GraphQL outcome (`errors`). */
  code?: string;
  userUuid?: string;
  institutionId?: number | null;
  /** 'direct' when the GraphQL direct lane answered it (server/graphql/directLane.ts), not Yoga's HTTP layer. */
  lane?: 'direct';
  /** Its place at work, once it has one (server/http/admission.ts). */
  place?: {
    giveBack(): void;
    /** Waits for a place again (never refused: the request is already under way). */
    retake(): Promise<void>;
  };
}

const storage = new AsyncLocalStorage<RequestInfo>();

export const CORRELATION_HEADER = 'x-correlation-id';
export const REQUEST_ID_HEADER = 'x-request-id';

export const newCorrelationId = (): string => crypto.randomUUID();

/** An id a trusted proxy sent: printable, short, so it can be logged and echoed as it is. */
export const isUsableRequestId = (id: string | undefined): id is string =>
  id !== undefined && /^[A-Za-z0-9._:/=+-]{8,128}$/.test(id);

/** Runs `work` as the request `info` describes. */
export const withRequest = <T>(info: RequestInfo, work: () => T): T => storage.run(info, work);

/** Runs `work` with `id` as the current request's id (a request of its own: tests, jobs). */
export const withCorrelationId = <T>(id: string, work: () => T): T =>
  storage.run({ id, log: processLogger().child({ reqId: id }) }, work);

export const currentRequest = (): RequestInfo | undefined => storage.getStore();

/** The current request's id, or "-" outside a request (start-up, timers). */
export const currentCorrelationId = (): string => storage.getStore()?.id ?? '-';

/** The logger of the current request (its lines carry the request id), else the process's. */
export const currentLogger = (): Logger => storage.getStore()?.log ?? processLogger();

/** Logs an unexpected failure with its details (the stack), for operators only. */
export function logUnexpected(what: string, error: unknown): void {
  currentLogger().error({ err: error }, what);
}

/** A request failed because the database was out of reach: a warning (an operator's matter), no stack. */
export function logUnavailable(error: unknown): void {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  currentLogger().warn({ code, reason: message }, 'the database was unavailable');
}
