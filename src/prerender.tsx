import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { publicPaths } from '../custom-pages/publicRoutes';
import { i18nProvider } from '../providers/i18nProvider';
import { AppRoutes, store } from './App';

/**
 * The build's server-side render of the public pages (scripts/firstPaint.ts): each page as React
 * first renders it, before any call, which the server sends instead of the bare index.html.
 */

export const locales = i18nProvider.getLocales?.().map(({ locale }) => locale) ?? ['en'];
export const defaultLocale = i18nProvider.getLocale();

/**
 * Pages whose first render reads what only the visitor's browser holds: the manufacturer's "Request
 * Denied" links to the address kept in the tab's storage.
 */
const BROWSER_ONLY = new Set(['/manufacturer-redirect']);

/** Sign In and the public pages but the one above. */
export const prerenderedPaths = [
  '/login',
  ...publicPaths.filter((path) => !BROWSER_ONLY.has(path)),
];

/** What a link's parameters (its token, a phone number) are while prerendering. */
const PLACEHOLDER = 'prerender-placeholder';

/**
 * The page at a route path as HTML with its styles, its parameters filled with a placeholder, which
 * must not show: a page that shows its address's values (the activation code page names the phone
 * number, once its call has answered) cannot be prerendered, and the build says so.
 */
export async function renderPage(routePath: string, locale: string): Promise<string> {
  if (i18nProvider.getLocale() !== locale) await i18nProvider.changeLocale(locale);
  store.setItem('locale', locale);
  const address = routePath.replace(/:[^/]+/g, PLACEHOLDER);
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
  if (html.includes(PLACEHOLDER)) {
    throw new Error(`${routePath} shows its address's values: leave it out (BROWSER_ONLY)`);
  }
  return html;
}
