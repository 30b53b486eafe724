import { lazy, Suspense, type ComponentType } from 'react';
import {
  AccessDenied,
  AuthCallback,
  AuthenticationError,
  Authenticated,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Resource,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { HomePage, TendererRegistrationPage } from '../custom-pages/home/HomePage';
import { SignedInModulePage } from '../custom-pages/home/SignedInModulePage';
import { UNGUARDED_MODULE } from '../contract/modules';
import { LoginPage } from '../custom-pages/login/LoginPage';
import { NotFoundPage } from '../custom-pages/status/NotFoundPage';
import { IsLowerLevelPage } from '../custom-pages/status/IsLowerLevelPage';
import { MultiTabDeniedPage } from '../custom-pages/status/MultiTabDeniedPage';
import {
  UnderConstructionPage,
  UnderMaintenancePage,
} from '../custom-pages/status/SystemUnavailablePage';
import { InitializationCover } from './shell/InitializationCover';
import { ShellLayout } from './shell/ShellLayout';
import { signedInRoutes } from './knownPaths';
import { resourceDescriptors } from './composition/resourceRegistry';
import { tableOf } from '../providers/resourceDescriptor';
import { preloadDataProvider } from './composition/lazyDataProvider';
// Loaded with the admin: react-admin asks it (authProvider.canAccess) before drawing the menu or a
// list, and fetching it then cost a round trip before every list's query (issue 42).
import './composition/accessControl';

/** The admin's Datagrids (a named header, rows that open with Enter): loaded with the first screen. */
const datagrids = () => import('./shell/accessibleDatagrid');

/**
 * Opened on a resource's page (a reload, a link), its screens' chunk and the data provider's are
 * asked for now, beside the shell's first calls, not once the route renders: the list's query then
 * waits for neither (issue 42). The home and the other pages read no list and download neither.
 */
function preloadOpenedResource(pathname: string) {
  const opened = resourceDescriptors.find(({ name }) => pathname.split('/')[1] === name);
  if (!opened) return;
  preloadDataProvider();
  void datagrids().catch(() => undefined);
  void opened.preload?.().catch(() => undefined);
}
preloadOpenedResource(window.location.pathname);

/**
 * A resource's screen with its Datagrids made accessible (src/shell/accessibleDatagrid.tsx), loaded
 * with the resource's screens: the home shows no Datagrid and does not download it (issue 42).
 */
function withDatagrids(
  View: ComponentType | undefined,
  preload: (() => Promise<unknown>) | undefined,
): ComponentType | undefined {
  if (!View) return undefined;
  return lazy(() =>
    Promise.all([datagrids(), preload?.()]).then(([module]) => ({
      default: module.withAccessibleDatagrids(View),
    })),
  );
}

/** A procuring entity's own details, with the institution screens' code: loaded when opened. */
const MyInstitutionPage = lazy(() =>
  import('../resources/institutions/MyInstitutionPage').then((module) => ({
    default: module.MyInstitutionPage,
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
const WorkRequestPage = lazy(() =>
  import('../custom-pages/token-links/WorkRequestPage').then((module) => ({
    default: module.WorkRequestPage,
  })),
);

/**
 * A record screen (edit, show) with its History panel, live notice and not-found screen
 * (resources/shared/recordScreen.tsx): that code and the resource's screens are loaded together
 * when a record is first opened, not with the menu.
 */
function lazyRecordScreen(
  View: ComponentType | undefined,
  history: string | false,
  isEdit: boolean,
  preload: (() => Promise<unknown>) | undefined,
): ComponentType | undefined {
  if (!View) return undefined;
  return lazy(() =>
    Promise.all([import('../resources/shared/recordScreen'), preload?.()]).then(([module]) => ({
      default: module.recordScreen(View, history, isEdit),
    })),
  );
}

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
  <Route key="lower-level" path="/is-lower-level" element={<IsLowerLevelPage />} />,
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

/**
 * Every resource's record screens (edit, show) with their History panel below and the live notice
 * above (who else saved or edits the record), once the record is found (else the not-found screen);
 * its table is also what its screens watch (options).
 */
const resourceScreens = resourceDescriptors.map((resource) => {
  // Its table: what its screens watch and its import names (decision 104), with or without a
  // history (global settings, keyed by their key, have none but are watched and held).
  const entity = tableOf(resource);
  const history = resource.historyEntity === false ? false : entity;
  const csvImport =
    resource.importable && resource.operations
      ? { service: resource.operations.service, entity }
      : undefined;
  return {
    ...resource,
    options: { liveEntity: entity, csvImport },
    list: withDatagrids(resource.list, resource.preload),
    create: withDatagrids(resource.create, resource.preload),
    edit: withDatagrids(
      lazyRecordScreen(resource.edit, history, true, resource.preload),
      resource.preload,
    ),
    show: withDatagrids(
      lazyRecordScreen(resource.show, history, false, resource.preload),
      resource.preload,
    ),
  };
});

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
      loginPage={LoginPage}
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
          list={resource.list}
          create={resource.create}
          edit={resource.edit}
          show={resource.show}
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
