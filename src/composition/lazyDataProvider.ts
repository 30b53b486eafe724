import { createLazyDataProvider } from '../../providers/lazyDataProvider';

/** The app's data provider, each half loaded on its first call (providers/lazyDataProvider.ts). */
export const { lazyDataProvider, preloadDataProvider } = createLazyDataProvider({
  loadAll: () => import('./dataProvider').then((module) => module.dataProvider),
  loadCustom: () => import('./customDataProvider').then((module) => module.customDataProvider),
});
