import { createCustomDataProvider } from '../../providers/customDataProvider';
import { customMethods } from './customMethods';

/**
 * Every domain's custom methods, in a chunk of their own (named deferred-* in vite.config.ts),
 * loaded on a screen's first call of one: a public token-link page's one call (a bid change) loads
 * Apollo's links and this table, not the resources. It is built over the whole table, whose join
 * checks every name once against the machinery's too; those are called from their own chunk.
 */
export const domainDataProvider = createCustomDataProvider(customMethods);
