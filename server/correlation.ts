import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * The correlation id of the request being served: sent back in X-Correlation-Id (and beside every
 * generic failure) and written on every server-side log line about that request, so a caller who
 * quotes it lets an operator find the stack trace that the caller never sees.
 */
const storage = new AsyncLocalStorage<string>();

export const CORRELATION_HEADER = 'x-correlation-id';

export const newCorrelationId = (): string => crypto.randomUUID();

/** Runs `work` with `id` as the current request's correlation id. */
export const withCorrelationId = <T>(id: string, work: () => T): T => storage.run(id, work);

/** The current request's id, or "-" outside a request (start-up, timers). */
export const currentCorrelationId = (): string => storage.getStore() ?? '-';

/** Logs an unexpected failure with its details, for operators only. */
export function logUnexpected(what: string, error: unknown): void {
  console.error(`[zabuni] ${currentCorrelationId()} ${what}`, error);
}
