import { z } from 'zod';

/**
 * zod as the contract's schemas use it. In the browser, zod must not probe for eval (new Function)
 * to compile its parsers: the Content-Security-Policy forbids eval and the browser would report the
 * probe as a violation. This module is imported before any schema is built, so the setting holds
 * from the first one. The server keeps zod's compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
