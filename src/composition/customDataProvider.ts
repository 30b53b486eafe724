import { createLiveDataProvider } from '../../providers/customDataProvider';
import { machineryMethods } from './machineryMethods';

/**
 * The machinery's custom methods and the live lists' stream, in a chunk of their own (named
 * deferred-* in vite.config.ts): every admin page calls them as it opens, without the domains'.
 */
export const customDataProvider = createLiveDataProvider(machineryMethods);
