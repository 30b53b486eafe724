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

/** The JSON text as a value, or INVALID_INPUT: too long or not JSON. */
function parseValue(text: string): unknown {
  if (text.length > MAX_PREFERENCE_VALUE_LENGTH) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'The preference is too large');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ResponseCode.INVALID_INPUT, 'The preference is not valid JSON');
  }
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
