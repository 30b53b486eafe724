import { matchPath } from 'react-router-dom';
import type { SignedInModule } from '../custom-pages/home/SignedInModulePage';
import { UNGUARDED_MODULE } from '../contract/modules';
import { publicPaths } from '../custom-pages/publicRoutes';
import { product } from '../providers/api';

/** Guarded routes of the route table outside /modules, and the page each shows. */
export const signedInRoutes: [path: string, module: SignedInModule][] = [
  [`/${product}-embassys/dashboard`, 'embassy'],
  [`/${product}-embassys/*`, 'embassys'],
  [`/${product}-manufacturer/submission`, 'manufacturer'],
  [`/${product}-manufacturer/*`, 'manufacturerHome'],
  [`/${product}-tenderer/*`, 'tenderer'],
  [`/${product}-app/*`, 'app'],
  [`/${product}-tender-initiation/*`, 'tenderInitiation'],
  ['/template-editor/*', 'templateEditor'],
  ['/document-reader/*', 'documentReader'],
  ['/ipc-sheet/*', 'ipcSheet'],
  ['/variation-sheet/*', 'variationSheet'],
];

/** Paths served without the admin: Sign In (also after a password change) and the public pages. */
export const publicAppPaths = ['/login', '/request-change-password', ...publicPaths];

/**
 * Every path the app knows; signed out, any other shows the not-found page (not Sign In). Listed
 * here, without the admin's pages, so that the first load of a public page decides this without
 * downloading the admin: tests/unit/shell/knownPaths.test.ts checks the list against src/AdminApp's
 * routes. Resources are the folders of resources/ with an index (vite.config.ts, __RESOURCE_NAMES__).
 */
export const knownPaths = [
  ...publicAppPaths,
  '/',
  ...__RESOURCE_NAMES__.map((name) => `/${name}/*`),
  '/landing',
  ...signedInRoutes.map(([path]) => path),
  '/tenderer_registration',
  '/experimental-ui',
  '/modules/:module/*',
  '/account-security',
  '/institution/edit-intitution-details',
  '/pe-self-registration',
  '/settings/departments',
  '/multi-tab-denied',
  '/under-maintenance',
  '/under-construction',
  '/is-lower-level',
  '/pe-signature',
  '/accept-work/:token',
  '/reject-work/:token',
  `/modules/${UNGUARDED_MODULE}/*`,
];

/** Whether the address is one of these paths (react-router's patterns, matched whole). */
export const matchesAnyPath = (paths: readonly string[], pathname: string): boolean =>
  paths.some((path) => matchPath({ path, end: true }, pathname) !== null);

/** Whether the app knows the address (signed out, any other shows the not-found page). */
export const isKnownPath = (pathname: string): boolean => matchesAnyPath(knownPaths, pathname);
