/**
 * Characters no text column can hold: NUL (PostgreSQL refuses it in text, and the driver's error
 * would reach the caller as a failure) and a lone UTF-16 surrogate (no UTF-8 spells it). Every edge
 * where text comes in (REST bodies, GraphQL variables, CSV cells, path parameters) refuses them with
 * one check, so such bytes are invalid input, never a 500.
 */
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The index of the first forbidden character in `text`, or -1 when there is none. */
export function forbiddenCharacterAt(text: string): number {
  return text.search(FORBIDDEN);
}

/** Whether any string in a parsed JSON value (keys included) holds a forbidden character. */
export function holdsForbiddenCharacter(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (Array.isArray(value)) return value.some(holdsForbiddenCharacter);
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN.test(key) || holdsForbiddenCharacter(item)) return true;
    }
  }
  return false;
}
