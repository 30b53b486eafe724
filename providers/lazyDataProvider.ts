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

/** How the composition root loads the three parts: each an import() of its own chunk. */
export interface DataProviderLoaders {
  /** react-admin's verbs (dataProvider.ts's createDataProvider). */
  loadVerbs(): Promise<object>;
  /** The machinery's custom methods and the live lists' stream (createLiveDataProvider). */
  loadMachinery(): Promise<object>;
  /** The domains' custom methods (createCustomDataProvider). */
  loadDomains(): Promise<object>;
  /** The machinery's method names: any other name that is not a verb is a domain's. */
  machineryNames: ReadonlySet<string>;
}

/**
 * Public pages never read data, so Apollo and GraphQL (about 60 kB gzipped) load only when the first
 * data call is made, keeping the sign-in and onboarding pages light on slow connections. Every
 * method, verb or custom, is answered by name from the part that holds it: a list page loads the
 * verbs and the machinery (its preferences, its live stream), not every domain's operations; a
 * custom method needs Apollo's links and its table only (a public token-link page calls one). Not
 * methods: `then` (react-admin asks whether this is a promise) and supportAbortSignal.
 */
export function createLazyDataProvider(loaders: DataProviderLoaders) {
  const { loadVerbs, loadMachinery, loadDomains, machineryNames } = loaders;
  const partOf = (name: string) =>
    verbs.has(name) ? loadVerbs() : machineryNames.has(name) ? loadMachinery() : loadDomains();
  async function callLoaded(name: string, args: unknown[]) {
    const provider = (await partOf(name)) as Record<string, unknown>;
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
   * The admin's pages all read lists and records, their preferences and live changes: its chunk
   * asks for the verbs' and the machinery's parts as it loads, beside the shell's own first calls,
   * so a list's query does not wait one more round trip.
   */
  const preloadDataProvider = () => {
    for (const load of [loadVerbs, loadMachinery]) void load().catch(() => undefined);
  };
  return { lazyDataProvider, preloadDataProvider };
}
