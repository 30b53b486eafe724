// ra-core's router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js) as the app uses it:
// the same hooks and components, but a router of its own only as a plain HashRouter. ra-core's
// creates a data router (createHashRouter with RouterProvider) when it finds none, which keeps
// react-router's whole data-router runtime (loaders, actions, fetchers: about 13 kB gzipped) on
// every admin page although the app always renders inside its own BrowserRouter (src/App.tsx).
// vite.config.ts puts this in its place for ra-core.
import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  HashRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom';

/** Blocking a navigation needs a data router (react-router's useBlocker). */
const useCanBlock = () => {
  const router = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(router && routerState);
};

/** react-router's navigate, as a function that keeps its identity across navigations (as ra-core's). */
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => latest.current(...args), []);
};

const RouterWrapper = ({ basename, children }: { basename?: string; children: ReactNode }) =>
  useInRouterContext()
    ? createElement(Fragment, null, children)
    : createElement(HashRouter, { basename }, children);

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
