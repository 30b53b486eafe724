import type { ServerModule } from '../../serviceModules';
import { globalSettingResolvers } from './resolvers';
import { settingsRoutes } from './routes';
import { seedGlobalSettings } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: globalSettingResolvers }],
  // The cache service's settings reads (REST).
  routes: ({ config }) => settingsRoutes(config),
  seed: { run: seedGlobalSettings },
  live: [{ table: 'global_settings', read: 'settings.read' }],
} satisfies ServerModule;
