import type { ZabuniDataProvider } from './zabuniDataProvider';

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

/** How the composition root loads the two halves: each an import() of its own chunk. */
export interface DataProviderLoaders {
  /** The verbs and the custom methods (dataProvider.ts's createDataProvider). */
  loadAll(): Promise<object>;
  /** The custom methods alone (customDataProvider.ts's createCustomDataProvider). */
  loadCustom(): Promise<object>;
}

/**
 * Public pages never read data, so Apollo and GraphQL (about 60 kB gzipped) load only when the first
 * data call is made, keeping the sign-in and onboarding pages light on slow connections. Every
 * method, verb or custom, is answered by name, so the custom-method table (with Apollo's gql) stays
 * out of the first bundle; a custom method needs Apollo and its table only (a public token-link
 * page calls one). Not methods: `then` (react-admin asks whether this is a promise) and
 * supportAbortSignal.
 */
export function createLazyDataProvider({ loadAll, loadCustom }: DataProviderLoaders) {
  async function callLoaded(name: string, args: unknown[]) {
    const provider = (await (verbs.has(name) ? loadAll() : loadCustom())) as Record<
      string,
      unknown
    >;
    const method = provider[name];
    if (typeof method !== 'function') throw new Error(`Unknown data provider method "${name}"`);
    return (method as (...a: unknown[]) => unknown)(...args);
  }
  const lazyDataProvider = new Proxy({} as ZabuniDataProvider, {
    get: (_target, name) =>
      typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal'
        ? undefined
        : (...args: unknown[]) => callLoaded(name, args),
  });
  /**
   * The admin's pages all read lists and records: its chunk asks for the verbs' provider as it
   * loads, beside the shell's own first calls, so a list's query does not wait one more round trip.
   */
  const preloadDataProvider = () => void loadAll().catch(() => undefined);
  return { lazyDataProvider, preloadDataProvider };
}
