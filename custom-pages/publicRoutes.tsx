import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { publicPageAt, publicPages, type PublicPage } from './publicPages';
import { preloadable, type Preloadable } from '../providers/preloadable';

const Loading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress />
  </Box>
);

/** One loader per page chunk (four bid-change routes share one page). */
const loaders = new Map<PublicPage<object>['load'], Preloadable<object>>();

function loaderOf(load: PublicPage<object>['load']): Preloadable<object> {
  let loader = loaders.get(load);
  if (!loader) {
    loader = preloadable(load, Loading);
    loaders.set(load, loader);
  }
  return loader;
}

/** Routes that work without signing in: each public page, its own chunk. */
export const publicRoutes = publicPages.map(({ path, load, props }) => {
  const { Component: Page } = loaderOf(load);
  return <Route key={path} path={path} element={<Page key={path} {...props} />} />;
});

/**
 * Sign In, a chunk of its own as every public page is: the signed-in pages, which the same first
 * script starts, do without its form and text fields (issue 42: the admin home's first load).
 */
export const signInPage = loaderOf(() =>
  import('./login/LoginPage').then((module) => module.LoginPage as ComponentType<object>),
);

/** The paths of publicRoutes. */
export const publicPaths = publicPages.map((page) => page.path);

/**
 * Starts downloading the page of a public address at once, when the app's first script runs, rather
 * than when React first renders its route: on a slow phone the page's chunk arrives about one render
 * earlier, so its content (the largest paint) does too. Other addresses: nothing.
 */
export function preloadPublicPage(pathname: string): Promise<unknown> | undefined {
  const page = publicPageAt(pathname);
  // A failure is the route's to report when it renders (it downloads again then).
  return page && preload(loaderOf(page.load));
}

/** Starts Sign In's download (a signed-out visitor on any guarded address is sent there). */
export const preloadSignIn = () => preload(signInPage);

const preload = (loader: Preloadable<object>) => loader.start().catch(() => undefined);
