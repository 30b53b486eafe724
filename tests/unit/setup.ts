import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAdminTexts } from '../../providers/i18nProvider';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A first render of the admin app under jsdom can take seconds on a loaded 2-core CI machine: findBy*
// and waitFor wait up to 5 s (the default 1 s made cold first tests fail there, not the code).
configure({ asyncUtilTimeout: 5_000 });

// The admin's texts, as the app loads them before the admin renders (src/App.tsx): the tests render
// its screens. What the public pages show without them is checked by tests/unit/locales.test.ts.
await loadAdminTexts();
