import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { customDataProvider } from './customDataProvider';
import { domainDataProvider } from './domainDataProvider';
import { verbDataProvider } from './verbDataProvider';

/**
 * The whole data provider loaded at once, for callers outside the browser's page loading (tests);
 * the app loads its three chunks as each is first called (lazyDataProvider.ts).
 */
export const dataProvider = {
  ...verbDataProvider,
  ...domainDataProvider,
  ...customDataProvider,
} as ZabuniDataProvider;
