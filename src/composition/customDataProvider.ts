import { createCustomDataProvider } from '../../providers/customDataProvider';
import { customMethods } from './customMethods';

/**
 * The custom methods alone, in a chunk of their own (named deferred-* in vite.config.ts): a public
 * token-link page's one call loads Apollo's links and this table, not the resources.
 */
export const customDataProvider = createCustomDataProvider(customMethods);
