import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { publicSettingKeys } from '../../../contract/settings';
import type { Config } from '../../config';
import { json, jsonFailure } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { findGlobalSetting, readSystemStatus } from './store';

/** The cache service's settings lookup, and the uaa system status that the shell checks. */
export function settingsRoutes(config: Config): Route[] {
  const paths = restPaths(config.product);
  const keyPattern = new RegExp(
    `^/${config.product}-cache/settings/by/key/(?<key>[A-Z0-9_]{1,120})$`,
  );
  return [
    {
      method: 'GET',
      path: keyPattern,
      async handle(_request, { db }, { key }) {
        // Only settings meant for every browser; the rest need getAllGlobalSettings and a permission.
        const setting = publicSettingKeys.includes(key)
          ? await findGlobalSetting(db, key)
          : undefined;
        if (!setting) return jsonFailure(404, ResponseCode.NOT_FOUND);
        return json({ key: setting.key, value: setting.value });
      },
    },
    {
      method: 'GET',
      path: paths.systemStatus,
      async handle(_request, { db }) {
        return json({ status: true, code: ResponseCode.SUCCESS, data: await readSystemStatus(db) });
      },
    },
  ];
}
