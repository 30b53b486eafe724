import type { ServerModule } from '../../serviceModules';
import { globalSettingResolvers } from './resolvers';
import { settingsRoutes } from './routes';
import { seedGlobalSettings } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: globalSettingResolvers }],
  // The cache service's settings reads (REST).
  routes: ({ config }) => settingsRoutes(config),
  seed: { run: seedGlobalSettings },
  // Settings are named by their key (no uuid): presence holds them by it.
  live: [{ table: 'global_settings', read: 'settings.read', keyColumn: 'key' }],
} satisfies ServerModule;
