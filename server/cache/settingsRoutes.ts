import { eq } from 'drizzle-orm';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import type { Config } from '../config';
import { globalSettings } from '../db/schema/system';
import { json, jsonFailure } from '../http/respond';
import type { Route } from '../http/routes';

/** The cache service's settings lookup, and the uaa system status that the shell polls. */
export function settingsRoutes(config: Config): Route[] {
  const paths = restPaths(config.product);
  const keyPattern = new RegExp(
    `^/${config.product}-cache/settings/by/key/(?<key>[A-Za-z0-9_.-]{1,120})$`,
  );
  return [
    {
      method: 'GET',
      path: keyPattern,
      async handle(_request, { db }, { key }) {
        const [setting] = await db.select().from(globalSettings).where(eq(globalSettings.key, key));
        if (!setting) return jsonFailure(404, ResponseCode.NOT_FOUND);
        return json({ key: setting.key, value: setting.value });
      },
    },
    {
      method: 'GET',
      path: paths.systemStatus,
      async handle(_request, { db }) {
        const rows = await db.select().from(globalSettings);
        const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
        return json({
          status: true,
          code: ResponseCode.SUCCESS,
          data: {
            value: value('SYSTEM_STATUS') || 'ACTIVE',
            description: value('SYSTEM_STATUS_DESCRIPTION'),
          },
        });
      },
    },
  ];
}
