import { AdminContext, localStorageStore, LogoutOnMount, Notification } from 'react-admin';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { UNGUARDED_MODULE } from '../contract/modules';
import {
  preloadPublicPage,
  preloadSignIn,
  publicRoutes,
  signInPage,
} from '../custom-pages/publicRoutes';
import { preloadable } from '../providers/preloadable';
import { authProvider } from './composition/authProvider';
import { i18nProvider, loadAdminTexts } from '../providers/i18nProvider';
import { lazyDataProvider } from './composition/lazyDataProvider';
import { queryClient } from '../providers/queryClient';
import { serverPreferenceStore } from '../providers/preferenceStore';
import { isLoggedIn } from '../providers/session';
import { isKnownPath, matchesAnyPath, publicAppPaths } from './knownPaths';
import { FollowsAddressBar } from './shell/FollowsAddressBar';
import { isHomePath, loadHomePage } from './shell/homePage';
import { InitializationCover } from './shell/InitializationCover';
import { SignedOutUnknownPath } from './shell/SignedOutUnknownPath';
import { theme } from './theme';

/**
 * react-admin's UI, the resources and the signed-in pages, with the admin's texts: downloaded when
 * first needed, side by side, and rendered once both are in (no screen shows a key, decision 173).
 * Opened on an admin address, it is asked for before the first render (preloadFirstPage).
 */
const admin = preloadable(
  () =>
    Promise.all([
      import('./AdminApp').then(async (module) => {
        // The page of the address (a list on a reload), so that the first render draws it.
        await module.preloadPageAt(window.location.pathname);
        return module.AdminApp;
      }),
      loadAdminTexts(),
      // The home's own chunk, beside the admin's rather than after it.
      isHomePath(window.location.pathname) ? loadHomePage().catch(() => undefined) : undefined,
    ]).then(([AdminApp]) => AdminApp),
  InitializationCover,
);

/**
 * What <Admin> would hold: one store, query cache and notification queue for both halves. The user's
 * list views (columns, saved queries) are kept on the server too (providers/preferenceStore.ts).
 */
export const store = serverPreferenceStore(localStorageStore(), lazyDataProvider);
// react-admin's I18nContextProvider renders nothing on its first pass when the store holds no locale,
// then the whole page in one blocking task (about 230 ms of Sign In on a slow phone): a first-time
// visitor starts with the default language stored, so the first render is the page.
if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());

const isPublicPath = (pathname: string) => matchesAnyPath(publicAppPaths, pathname);

const isUnguardedModulePath = (pathname: string) =>
  matchPath({ path: `/modules/${UNGUARDED_MODULE}/*` }, pathname) !== null;

/**
 * Sign In and the public pages as react-admin's UI renders routes outside its layout, without the
 * admin's code: a person opening an emailed link on a slow phone downloads the page, MUI and the
 * public pages' texts only.
 */
const PublicApp = () => (
  <CssBaseline enableColorScheme>
    <Routes>
      <Route path="/login" element={<signInPage.Component />} />
      <Route path="/request-change-password" element={<signInPage.Component />} />
      {publicRoutes}
    </Routes>
  </CssBaseline>
);

const PublicOrAdmin = () => {
  const { pathname } = useLocation();
  if (isPublicPath(pathname)) return <PublicApp />;
  // Signed out on a guarded path the admin would only check the session and send the visitor to
  // Sign In (requireAuth): done here with react-admin's own LogoutOnMount, without downloading it.
  // The account module is the one unguarded module: the admin renders it signed out too.
  if (!isLoggedIn() && !isUnguardedModulePath(pathname)) return <LogoutOnMount />;
  return <admin.Component />;
};

/** Does this address open the admin (not a public page; signed in, or the unguarded module)? */
const opensAdmin = (pathname: string) =>
  !isPublicPath(pathname) && (isLoggedIn() || isUnguardedModulePath(pathname));

/**
 * Starts downloading what the first address shows, when the app's first script runs: a public
 * page's chunk, Sign In's, or the admin's. src/main.tsx renders once it is in, so the first render
 * draws the page, not a cover held back by Suspense's reveal delay (issue 42). A failure is the
 * render's to report (it downloads again then).
 */
export function preloadFirstPage(pathname: string): Promise<unknown> | undefined {
  if (opensAdmin(pathname)) return admin.start().catch(() => undefined);
  // Sign In's own addresses, and the guarded ones a signed-out visitor is sent from to Sign In (an
  // unknown one shows the not-found page, in the entry).
  return preloadPublicPage(pathname) ?? (isKnownPath(pathname) ? preloadSignIn() : undefined);
}

/** The app under a router: the browser's (App below), or the build's at one address (src/prerender.tsx). */
export const AppRoutes = () => (
  <SignedOutUnknownPath theme={theme}>
    <AdminContext
      dataProvider={lazyDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
      store={store}
    >
      <PublicOrAdmin />
      {/* One for both halves: a message raised just before the admin hands over to Sign In (Session
      Timed Out) is still shown there. AdminApp renders none of its own. */}
      <Notification />
    </AdminContext>
  </SignedOutUnknownPath>
);

export const App = () => (
  // Location changes are not transitions: signed out on a guarded path, react-admin's LogoutOnMount
  // navigates to /login and clears its queries, which re-mounts it before a transition can commit; the
  // next logout interrupted the transition again, a loop that only Chrome's navigation throttling
  // ended (Sign In after about 11 s, no request in flight).
  <BrowserRouter useTransitions={false}>
    <FollowsAddressBar />
    <AppRoutes />
  </BrowserRouter>
);
