import { lazy, Suspense } from 'react';
import { Authenticated, CoreAdminUI, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { SignedInModulePage } from '../custom-pages/home/SignedInModulePage';
import { UNGUARDED_MODULE } from '../contract/modules';
import { signInPage } from '../custom-pages/publicRoutes';
import { NotFoundPage } from '../custom-pages/status/NotFoundPage';
import { MultiTabDeniedPage } from '../custom-pages/status/MultiTabDeniedPage';
import {
  UnderConstructionPage,
  UnderMaintenancePage,
} from '../custom-pages/status/SystemUnavailablePage';
import { InitializationCover } from './shell/InitializationCover';
import { ShellLayout } from './shell/ShellLayout';
import { signedInRoutes } from './knownPaths';
import { resourceDescriptors } from './composition/resourceRegistry';
import { preloadScreenAt, resourceScreens } from './composition/resourceScreens';
import { preloadable } from '../providers/preloadable';
import { isHomePath, loadHomePage } from './shell/homePage';
// Loaded with the admin: react-admin asks it (authProvider.canAccess) before drawing the menu or a
// list, and fetching it then cost a round trip before every list's query (issue 42).
import './composition/accessControl';

/** The home (src/shell/homePage.ts), drawn without a second wait once in. */
const home = preloadable(loadHomePage);
const HomePage = () => <home.Component />;

/** For src/App.tsx, which loads this chunk: the page of the address, asked for as it arrives. */
export const preloadPageAt = (pathname: string): Promise<unknown> =>
  isHomePath(pathname) ? home.start().catch(() => undefined) : preloadScreenAt(pathname);

/** react-admin's pages for what seldom happens: loaded when one is shown (src/shell/rareAdminPages.ts). */
const rarePage = (name: 'AccessDenied' | 'AuthCallback' | 'AuthenticationError' | 'Error') => {
  const Page = lazy(() =>
    import('./shell/rareAdminPages').then((module) => ({ default: module[name] })),
  );
  // Some are drawn outside the layout (and its Suspense): the cover while the page downloads.
  return (props: object) => (
    <Suspense fallback={<InitializationCover />}>
      <Page {...props} />
    </Suspense>
  );
};
const AccessDenied = rarePage('AccessDenied');
const AuthCallback = rarePage('AuthCallback');
const AuthenticationError = rarePage('AuthenticationError');
const ErrorPage = rarePage('Error');

/** A procuring entity's own details, with the institution screens' code: loaded when opened. */
const MyInstitutionPage = lazy(() =>
  import('../resources/institutions/MyInstitutionPage').then((module) => ({
    default: module.MyInstitutionPage,
  })),
);

/** A tenderer's company form (react-admin's forms), also shown on a tenderer's home: only tenderers download it. */
const TendererRegistrationPage = lazy(() =>
  import('../custom-pages/tenderer/TendererRegistrationPage').then((module) => ({
    default: module.TendererRegistrationPage,
  })),
);

/** Pages few people open (modules, the signature wizard, emailed work requests): loaded when opened. */
const ModulePage = lazy(() =>
  import('../custom-pages/modules/ModulePage').then((module) => ({ default: module.ModulePage })),
);
const SignatureWizardPage = lazy(() =>
  import('../custom-pages/signature-wizard/SignatureWizardPage').then((module) => ({
    default: module.SignatureWizardPage,
  })),
);
const AccountSecurityPage = lazy(() =>
  import('../custom-pages/account-security/AccountSecurityPage').then((module) => ({
    default: module.AccountSecurityPage,
  })),
);
/** A lower-level entity's officer chooses where to go once, after signing in: with its form's fields. */
const IsLowerLevelPage = lazy(() =>
  import('../custom-pages/status/IsLowerLevelPage').then((module) => ({
    default: module.IsLowerLevelPage,
  })),
);
const WorkRequestPage = lazy(() =>
  import('../custom-pages/token-links/WorkRequestPage').then((module) => ({
    default: module.WorkRequestPage,
  })),
);

/** Guarded pages, shown in the signed-in layout. */
const layoutRoutes = [
  <Route key="landing" path="/landing" element={<HomePage />} />,
  ...signedInRoutes.map(([path, module]) => (
    <Route key={path} path={path} element={<SignedInModulePage module={module} />} />
  )),
  <Route key="tenderer" path="/tenderer_registration" element={<TendererRegistrationPage />} />,
  <Route key="experimental" path="/experimental-ui" element={null} />,
  <Route key="modules" path="/modules/:module/*" element={<ModulePage />} />,
  <Route key="account-security" path="/account-security" element={<AccountSecurityPage />} />,
  // Post-login destinations of procuring-entity staff: the institution's details while its
  // registration is incomplete (also the PE administration page), and its departments on first login.
  <Route
    key="edit-institution"
    path="/institution/edit-intitution-details"
    element={<MyInstitutionPage />}
  />,
  <Route key="pe-self-registration" path="/pe-self-registration" element={<MyInstitutionPage />} />,
  <Route
    key="settings-departments"
    path="/settings/departments"
    element={<Navigate to="/departments" replace />}
  />,
];

/** Pages without the layout: status pages, the guarded emailed work-request links (public pages: src/App). */
const noLayoutRoutes = [
  <Route key="multi-tab" path="/multi-tab-denied" element={<MultiTabDeniedPage />} />,
  <Route key="maintenance" path="/under-maintenance" element={<UnderMaintenancePage />} />,
  <Route key="construction" path="/under-construction" element={<UnderConstructionPage />} />,
  <Route
    key="lower-level"
    path="/is-lower-level"
    element={
      <Suspense fallback={<InitializationCover />}>
        <IsLowerLevelPage />
      </Suspense>
    }
  />,
  <Route
    key="pe-signature"
    path="/pe-signature"
    element={
      <Suspense fallback={<InitializationCover />}>
        <SignatureWizardPage />
      </Suspense>
    }
  />,
  // Guarded in the route table: signed out, Sign In comes first, then the link's page.
  <Route
    key="accept-work"
    path="/accept-work/:token"
    element={
      <Authenticated>
        <Suspense fallback={<InitializationCover />}>
          <WorkRequestPage decision="accept" />
        </Suspense>
      </Authenticated>
    }
  />,
  <Route
    key="reject-work"
    path="/reject-work/:token"
    element={
      <Authenticated>
        <Suspense fallback={<InitializationCover />}>
          <WorkRequestPage decision="reject" />
        </Suspense>
      </Authenticated>
    }
  />,
  <Route
    key="account"
    path={`/modules/${UNGUARDED_MODULE}/*`}
    element={
      <Suspense fallback={<InitializationCover />}>
        <ModulePage publicSlug={UNGUARDED_MODULE} />
      </Suspense>
    }
  />,
];

/** The paths of the admin's own pages (each resource's, the custom routes'), for the known-path list. */
export const adminPaths = [
  '/',
  ...resourceDescriptors.map((resource) => `/${resource.name}/*`),
  ...[...layoutRoutes, ...noLayoutRoutes].map((route) => String(route.props.path)),
];

/**
 * Everything behind Sign In: react-admin's UI with every resource and the signed-in pages, loaded on
 * the first visit to a path that is not public (src/App.tsx), inside the providers App already holds.
 * The session and shell rules live here (ShellLayout, the auth check of requireAuth).
 *
 * react-admin's <AdminUI> is its core UI in a CssBaseline with a default for every page; those
 * defaults are imported whether given or not, and its default login page brings react-admin's
 * forms (react-hook-form, some 25 kB gzipped) into the home's first load (issue 42). The core UI is
 * given every page here instead. src/App.tsx shows the notifications, across the admin and the
 * public pages, so none is rendered here.
 */
export const AdminApp = () => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      title="Zabuni"
      loginPage={signInPage.Component}
      layout={ShellLayout}
      loading={InitializationCover}
      dashboard={HomePage}
      catchAll={NotFoundPage}
      accessDenied={AccessDenied}
      authCallbackPage={AuthCallback}
      authenticationError={AuthenticationError}
      error={ErrorPage}
      requireAuth
      disableTelemetry
    >
      {/* One per resource folder (composition/resourceRegistry.ts); <AdminUI> reads its direct children. */}
      {resourceScreens.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          list={resource.screens.list?.Component}
          create={resource.screens.create?.Component}
          edit={resource.screens.edit?.Component}
          show={resource.screens.show?.Component}
          icon={resource.icon}
          recordRepresentation={resource.recordRepresentation}
          options={resource.options}
        />
      ))}
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{noLayoutRoutes}</CustomRoutes>
    </CoreAdminUI>
  </CssBaseline>
);
