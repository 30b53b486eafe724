import { and, count, eq } from 'drizzle-orm';
import {
  isServerPreferenceKey,
  MAX_PREFERENCE_VALUE_LENGTH,
  MAX_PREFERENCES_PER_USER,
} from '../../../contract/userPreferences';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema/system';
import { AppError } from '../../errors';
import { FORBIDDEN_CHARACTER_TEXT, holdsForbiddenCharacter } from '../../http/textInput';

export interface UserPreference {
  key: string;
  /** JSON text; null for one just removed. */
  value: string | null;
  updatedAt: Date;
}

const answer = (row: typeof userPreferences.$inferSelect): UserPreference => ({
  key: row.key,
  value: JSON.stringify(row.value),
  updatedAt: row.updatedAt,
});

/** Every preference of one user, by key. */
export async function listPreferences(db: Db, userUuid: string): Promise<UserPreference[]> {
  const rows = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userUuid, userUuid))
    .orderBy(userPreferences.key);
  return rows.map(answer);
}

/** How deep a preference's arrays and objects may nest: a saved query's filters are a few levels. */
export const MAX_PREFERENCE_DEPTH = 32;

/**
 * How deep the arrays and objects of a JSON text nest, read from the text in one pass (brackets
 * inside strings do not count): no recursion, however deep the text.
 */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/** The JSON text as a value, or INVALID_INPUT: too long, too deep, not JSON or holding odd text. */
function parseValue(text: string): unknown {
  if (text.length > MAX_PREFERENCE_VALUE_LENGTH) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'The preference is too large');
  }
  if (nestingOf(text) > MAX_PREFERENCE_DEPTH) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The preference nests deeper than ${MAX_PREFERENCE_DEPTH} levels`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(ResponseCode.INVALID_INPUT, 'The preference is not valid JSON');
  }
  // An escape in the JSON text (\u0000) makes what the GraphQL edge could not see in the text.
  if (holdsForbiddenCharacter(value)) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `The preference holds ${FORBIDDEN_CHARACTER_TEXT}`,
    );
  }
  return value;
}

/**
 * Keeps (or, given no value, removes) one of the user's own preferences. Only the keys of the list
 * views are taken (contract/userPreferences.ts): the server is not a general store for the browser.
 */
export async function savePreference(
  db: Db,
  userUuid: string,
  key: string,
  valueText: string | null | undefined,
): Promise<UserPreference> {
  if (!isServerPreferenceKey(key)) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown preference');
  }
  const own = and(eq(userPreferences.userUuid, userUuid), eq(userPreferences.key, key));
  if (valueText === null || valueText === undefined) {
    await db.delete(userPreferences).where(own);
    return { key, value: null, updatedAt: new Date() };
  }
  const value = parseValue(valueText);
  const [existing] = await db.select({ key: userPreferences.key }).from(userPreferences).where(own);
  if (!existing) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(userPreferences)
      .where(eq(userPreferences.userUuid, userUuid));
    if (n >= MAX_PREFERENCES_PER_USER) {
      throw new AppError(ResponseCode.INVALID_INPUT, 'Too many preferences');
    }
  }
  const updatedAt = new Date();
  const [row] = await db
    .insert(userPreferences)
    .values({ userUuid, key, value, updatedAt })
    .onConflictDoUpdate({
      target: [userPreferences.userUuid, userPreferences.key],
      set: { value, updatedAt },
    })
    .returning();
  return answer(row);
}
