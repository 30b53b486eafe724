import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { publicPageAt, publicPages, type PublicPage } from './publicPages';

const Loading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress />
  </Box>
);

interface PageLoader {
  /** Starts the download (once; a failed one is forgotten so that the route tries again). */
  start: () => Promise<ComponentType<object>>;
  /** The page, rendered at once when its chunk has arrived, lazily (with Suspense) before. */
  Page: ComponentType<object>;
}

/** One loader per page chunk (four bid-change routes share one page). */
const loaders = new Map<PublicPage<object>['load'], PageLoader>();

function loaderOf(load: PublicPage<object>['load']): PageLoader {
  let loader = loaders.get(load);
  if (loader) return loader;
  let loading: Promise<ComponentType<object>> | undefined;
  let loaded: ComponentType<object> | undefined;
  const start = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  // A page already downloaded is not suspended: Suspense would show the spinner first and hold the
  // page back for its reveal delay (300 ms in React), on a slow phone a second paint for nothing.
  // Chosen once per mount, so that a later render never swaps the tree under a filled-in form.
  const Page = (props: object) => {
    const [Loaded] = useState(() => loaded);
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  loader = { start, Page };
  loaders.set(load, loader);
  return loader;
}

/** Routes that work without signing in: each public page, its own chunk. */
export const publicRoutes = publicPages.map(({ path, load, props }) => {
  const { Page } = loaderOf(load);
  return <Route key={path} path={path} element={<Page key={path} {...props} />} />;
});

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
  return (
    page &&
    loaderOf(page.load)
      .start()
      .catch(() => undefined)
  );
}
