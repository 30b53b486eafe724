import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import {
  SettingKey,
  settingValueProblem,
  systemStatusValues,
  type SystemStatus,
} from '../../../contract/settings';
import type { Db } from '../../db/client';
import { globalSettings } from '../../db/schema/system';
import { AppError } from '../../errors';

export type GlobalSetting = typeof globalSettings.$inferSelect;

export const listGlobalSettings = (db: Db) =>
  db.select().from(globalSettings).orderBy(asc(globalSettings.key));

export async function findGlobalSetting(db: Db, key: string): Promise<GlobalSetting | undefined> {
  const [setting] = await db.select().from(globalSettings).where(eq(globalSettings.key, key));
  return setting;
}

const settingSchema = z.object({
  key: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,119}$/, 'Setting keys are upper-case words joined by underscores'),
  value: z.string().max(2000),
});

/** Creates or changes a setting; the system status has its own operation with its own rules. */
export async function saveGlobalSetting(
  db: Db,
  key: string,
  value: string,
): Promise<GlobalSetting> {
  const input = settingSchema.parse({ key, value });
  if (input.key === SettingKey.systemStatus || input.key === SettingKey.systemStatusDescription) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Set the system status with updateSystemStatus');
  }
  const problem = settingValueProblem(input.key, input.value);
  if (problem) throw new AppError(ResponseCode.INVALID_INPUT, problem);
  const [saved] = await db
    .insert(globalSettings)
    .values({ key: input.key, value: input.value })
    .onConflictDoUpdate({
      target: globalSettings.key,
      set: { value: input.value, updatedAt: new Date() },
    })
    .returning();
  return saved;
}

export async function readSystemStatus(db: Db): Promise<SystemStatus> {
  const rows = await db
    .select()
    .from(globalSettings)
    .where(
      inArray(globalSettings.key, [SettingKey.systemStatus, SettingKey.systemStatusDescription]),
    );
  const value = rows.find((row) => row.key === SettingKey.systemStatus)?.value;
  return {
    value: systemStatusValues.find((known) => known === value) ?? 'ACTIVE',
    description: rows.find((row) => row.key === SettingKey.systemStatusDescription)?.value ?? '',
  };
}

const systemStatusSchema = z.object({
  value: z.enum(systemStatusValues),
  description: z.string().trim().max(500).nullish(),
});

export async function saveSystemStatus(db: Db, input: unknown): Promise<SystemStatus> {
  const status = systemStatusSchema.parse(input);
  await db.transaction(async (tx) => {
    for (const [key, value] of [
      [SettingKey.systemStatus, status.value],
      [SettingKey.systemStatusDescription, status.description ?? ''],
    ]) {
      await tx
        .insert(globalSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: globalSettings.key, set: { value, updatedAt: new Date() } });
    }
  });
  return readSystemStatus(db);
}
