import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A first render of the admin app under jsdom can take seconds on a loaded 2-core CI machine: findBy*
// and waitFor wait up to 5 s (the default 1 s made cold first tests fail there, not the code).
configure({ asyncUtilTimeout: 5_000 });
