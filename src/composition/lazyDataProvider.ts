import { createLazyDataProvider } from '../../providers/lazyDataProvider';
import type { MachineryMethodName } from './machineryMethods';

/** Every machinery method's name, once: the type refuses a missing or unknown one. */
const machineryNames: Record<MachineryMethodName, true> = {
  getWatchableTables: true,
  holdRecord: true,
  releaseRecord: true,
  getMyPreferences: true,
  saveMyPreference: true,
  watchRecordChanges: true,
};

/** The app's data provider, each part loaded on its first call (providers/lazyDataProvider.ts). */
export const { lazyDataProvider, preloadDataProvider } = createLazyDataProvider({
  loadVerbs: () => import('./verbDataProvider').then((module) => module.verbDataProvider),
  loadMachinery: () => import('./customDataProvider').then((module) => module.customDataProvider),
  loadDomains: () => import('./domainDataProvider').then((module) => module.domainDataProvider),
  machineryNames: new Set(Object.keys(machineryNames)),
});
