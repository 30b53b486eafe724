import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { publicPaths } from '../custom-pages/publicRoutes';
import { i18nProvider } from '../providers/i18nProvider';
import { AppRoutes, store } from './App';

/**
 * The build's server-side render of the public pages (scripts/prerenderPages.ts): each page as React
 * first renders it, before any call, which the server sends instead of the bare index.html.
 */

export const locales = i18nProvider.getLocales?.().map(({ locale }) => locale) ?? ['en'];
export const defaultLocale = i18nProvider.getLocale();

/**
 * Pages whose first render depends on what only the visitor's browser holds: the activation code page
 * names the phone number from its link, the manufacturer's "Request Denied" links to the address kept
 * in the tab's storage. A prerender would show placeholders there.
 */
const BROWSER_ONLY = new Set(['/otp-verify/:token/:phone/:email', '/manufacturer-redirect']);

/** Sign In and the public pages but those above. */
export const prerenderedPaths = [
  '/login',
  ...publicPaths.filter((path) => !BROWSER_ONLY.has(path)),
];

/** The page at a route path, its parameters filled with a made-up value, as HTML with its styles. */
export async function renderPage(routePath: string, locale: string): Promise<string> {
  if (i18nProvider.getLocale() !== locale) await i18nProvider.changeLocale(locale);
  store.setItem('locale', locale);
  const address = routePath.replace(/:[^/]+/g, 'x');
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[address]}>
      <AppRoutes />
    </MemoryRouter>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed on the server would be left to the browser: the build fails instead.
  if (errors.length > 0) throw new Error(`Prerendering ${routePath} failed: ${String(errors[0])}`);
  return html;
}
