/**
 * Characters no text column can hold: NUL (PostgreSQL refuses it in text, and the driver's error
 * would reach the caller as a failure) and a lone UTF-16 surrogate (no UTF-8 spells it). Every edge
 * where text comes in (REST bodies, GraphQL variables, CSV cells, path parameters) refuses them with
 * one check, so such bytes are invalid input, never a 500.
 */
// eslint-disable-next-line no-control-regex -- a NUL is what it looks for
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The index of the first forbidden character in `text`, or -1 when there is none. */
export function forbiddenCharacterAt(text: string): number {
  return text.search(FORBIDDEN);
}

/**
 * Whether any string in a parsed JSON value (keys included) holds a forbidden character. Walked
 * with a list rather than recursion: a value nested a million levels deep is only a long walk.
 */
export function holdsForbiddenCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (FORBIDDEN.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (FORBIDDEN.test(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** What a refusal says of such a character, after "The <part of the request> holds ". */
export const FORBIDDEN_CHARACTER_TEXT =
  'a character that text cannot hold (NUL or a lone surrogate)';
