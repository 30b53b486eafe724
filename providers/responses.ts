import type { TranslateFunction } from 'react-admin';
import { duplicateFieldsOf } from '../contract/duplicates';
import { ResponseCode, isSuccessCode, responseCodeDescriptions } from '../contract/responseCodes';
import { translateReason } from './validationReasons';

/** The envelope every operation answers with. */
export interface Envelope<T> {
  code: number;
  message: string;
  status: boolean;
  data?: T | null;
  dataList?: T[] | null;
}

/**
 * A response whose code is not 9000. Its message is the catalogue's translation key, so react-admin's
 * notification shows the text in the user's language; the server's own text is kept beside it.
 */
export class ResponseCodeError extends Error {
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    /** A text already in the user's language, instead of the catalogue's key. */
    text?: string,
    /** What the envelope answered beside the refusal (a stale save: the record as it is now). */
    readonly data?: unknown,
  ) {
    super(
      text ?? (code in responseCodeDescriptions ? `zabuni.responseCodes.${code}` : serverMessage),
    );
    this.name = 'ResponseCodeError';
  }
}

/** A field label inside a sentence: "Code" becomes "code"; "UNSPSC code" stays. */
const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLocaleLowerCase() + label.slice(1) : label;

/**
 * A duplicate (9003) whose server text names the clashing fields, as a text naming them in the
 * user's language with the resource's own field labels ("Kumbukumbu yenye Msimbo huo tayari ipo");
 * any other error as it came.
 */
export function namingDuplicateFields(
  error: unknown,
  resource: string,
  translate: TranslateFunction,
) {
  const failure = responseCodeErrorOf(error);
  if (failure?.code !== ResponseCode.DUPLICATE) return error;
  const fields = duplicateFieldsOf(failure.serverMessage);
  if (!fields) return error;
  const labels = fields.map((field) =>
    inSentence(
      translate(`resources.${resource}.fields.${field}`, {
        _: translate(`zabuni.duplicateFields.${field}`, { _: field }),
      }),
    ),
  );
  const text = translate('zabuni.duplicate', {
    fields: labels.join(translate('zabuni.duplicateFieldsJoin')),
  });
  return new ResponseCodeError(failure.code, failure.serverMessage, text, failure.data);
}

/** The server's text for invalid input (9001) that names its field: "fullName: Required". */
const invalidFieldPattern = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*): (.+)$/;

/**
 * Invalid input (9001) whose server text names the field and the reason, as a text naming them in
 * the user's language ("Full name: Required", "Jina kamili: Inahitajika"): the field by the
 * resource's own label, the reason by translateReason (its words translated, its values kept). Any other error as it came.
 */
export function namingInvalidField(error: unknown, resource: string, translate: TranslateFunction) {
  const failure = responseCodeErrorOf(error);
  if (failure?.code !== ResponseCode.INVALID_INPUT) return error;
  const match = invalidFieldPattern.exec(failure.serverMessage);
  if (!match) return error;
  const [, path, reason] = match;
  const field = path.split('.')[0];
  const label = translate(`resources.${resource}.fields.${field}`, {
    _: translate(`zabuni.history.fields.${field}`, { _: field }),
  });
  const text = translate('zabuni.invalidField', {
    field: label,
    reason: translateReason(reason, translate),
  });
  return new ResponseCodeError(failure.code, failure.serverMessage, text, failure.data);
}

/**
 * The envelope's error behind anything a call threw: as is from the custom methods, inside
 * react-admin's HttpError (its body) from the verbs; undefined for a transport failure.
 */
export function responseCodeErrorOf(error: unknown): ResponseCodeError | undefined {
  if (error instanceof ResponseCodeError) return error;
  const body = (error as { body?: unknown } | null)?.body;
  return body instanceof ResponseCodeError ? body : undefined;
}

/**
 * The record as it is now when a save or delete was refused because someone else changed it first
 * (9012, decision 103); undefined for any other error.
 */
export function staleVersionOf(error: unknown): Record<string, unknown> | undefined {
  const failure = responseCodeErrorOf(error);
  if (failure?.code !== ResponseCode.STALE_VERSION) return undefined;
  const current = failure.data;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
}

/** The server's own reason for a refusal (it names what to change), or what the error says. */
export function failureReason(error: unknown): string {
  const failure = responseCodeErrorOf(error);
  if (failure) return failure.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The envelope's data (or dataList for list answers), or a ResponseCodeError for any code but 9000. */
export function unwrap<T>(envelope: Envelope<T> | null | undefined, operation: string): T {
  if (!envelope) throw new Error(`${operation} answered nothing`);
  const data = envelope.data ?? (envelope.dataList as T | null | undefined);
  if (!isSuccessCode(envelope.code) || data == null) {
    throw new ResponseCodeError(envelope.code, envelope.message, undefined, envelope.data);
  }
  return data;
}

/** A record as the operations answer it: identified by its uuid, or by its uid (report list items). */
export type Identified = { uuid: string } | { uid: string };

/**
 * react-admin identifies records by `id`; our operations identify them by uuid, and the report list
 * by uid (the spec maps a report list item's uid to id).
 */
export const withRecordId = <T extends Identified>(record: T) => ({
  ...record,
  id: 'uuid' in record && record.uuid ? record.uuid : (record as { uid: string }).uid,
});
