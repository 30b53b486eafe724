import { ResponseCode } from '../contract/responseCodes';
import { logUnexpected } from './correlation';
import { AppError } from './errors';

/** A part of the server (signing, mail, password checks...) whose code could not be loaded. */
export class PartUnavailableError extends AppError {
  constructor(readonly part: string) {
    super(
      ResponseCode.OPERATION_FAILED,
      `${part} is unavailable on this server right now; the operator has been told (server log)`,
    );
  }
}

/**
 * A package (or a file of ours) loaded when first used, not at start (decision 160): the process stays
 * small until someone signs, sends mail or checks a password. The load happens once; if it fails, the
 * cause is logged for the operator and the caller gets PartUnavailableError, which answers a clear
 * message and no stack trace. A failed load is tried again on the next use.
 */
export function lazyImport<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      logUnexpected(`${part}: its code could not be loaded`, error);
      throw new PartUnavailableError(part);
    });
    return loading;
  };
}
