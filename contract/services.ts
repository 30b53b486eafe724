/** The services of design.md and the paths each one serves, for browser and server alike. */
export const DEFAULT_PRODUCT = 'zabuni';

export const graphqlServices = ['uaa', 'app', 'billing', 'submission', 'monitor'] as const;
export type GraphqlService = (typeof graphqlServices)[number];

export const graphqlPath = (product: string, service: GraphqlService): string =>
  `/${product}-${service}/graphql`;

/** REST calls of the uaa service (auth) and the cache service. */
export const restPaths = (product: string) => ({
  login: `/${product}-uaa/auth/login`,
  refresh: `/${product}-uaa/auth/refresh`,
  logout: `/${product}-uaa/auth/logout`,
  authRole: `/${product}-uaa/auth/role`,
  systemStatus: `/${product}-uaa/get/system-status/`,
  settingByKey: (key: string) => `/${product}-cache/settings/by/key/${encodeURIComponent(key)}`,
});
