import type { ZabuniDataProvider } from './operations/customMethods';

/**
 * Public pages never read data, so Apollo and GraphQL (about 60 kB gzipped) load only when the first
 * data call is made, keeping the sign-in and onboarding pages light on slow connections.
 */
const load = () => import('./dataProvider').then((module) => module.dataProvider);

/**
 * The admin's pages all read lists and records: its chunk asks for the verbs' provider as it loads,
 * beside the shell's own first calls, so a list's query does not wait one more round trip for it.
 */
export const preloadDataProvider = () => void load().catch(() => undefined);

/** react-admin's verbs, which need the resources' operation table; other methods are custom ones. */
const verbs = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
]);

/** A custom method needs Apollo and its table only (a public token-link page calls one). */
const loadCustom = () => import('./customDataProvider').then((module) => module.customDataProvider);

async function callLoaded(name: string, args: unknown[]) {
  const provider = (await (verbs.has(name) ? load() : loadCustom())) as Record<string, unknown>;
  const method = provider[name];
  if (typeof method !== 'function') throw new Error(`Unknown data provider method "${name}"`);
  return (method as (...a: unknown[]) => unknown)(...args);
}

/**
 * Every method, verb or custom, by name, so the custom-method table (with Apollo's gql) stays out of
 * the first bundle. Not methods: `then` (react-admin asks whether this is a promise) and
 * supportAbortSignal.
 */
export const lazyDataProvider = new Proxy({} as ZabuniDataProvider, {
  get: (_target, name) =>
    typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal'
      ? undefined
      : (...args: unknown[]) => callLoaded(name, args),
});
