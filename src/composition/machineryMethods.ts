import { liveMethods } from '../../providers/operations/liveMethods';
import { preferenceMethods } from '../../providers/operations/preferenceMethods';

/**
 * The machinery's own custom methods, which every admin page calls as it opens (its preferences, the
 * tables its live list may watch): a chunk of their own (customDataProvider.ts), apart from the
 * domains' methods, which load when a screen first calls one (domainDataProvider.ts).
 */
export const machineryMethods = { ...liveMethods, ...preferenceMethods };

/** Their names, for the lazy data provider to tell which chunk answers a call (lazyDataProvider.ts). */
export type MachineryMethodName = keyof typeof machineryMethods | 'watchRecordChanges';
