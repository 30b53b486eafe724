import { Admin, Authenticated, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { MyInstitutionPage } from '../resources/institutions/MyInstitutionPage';
import { HomePage } from '../custom-pages/home/HomePage';
import { SignedInModulePage, type SignedInModule } from '../custom-pages/home/SignedInModulePage';
import { ModulePage } from '../custom-pages/modules/ModulePage';
import { TendererRegistrationPage } from '../custom-pages/tenderer/TendererRegistrationPage';
import { UNGUARDED_MODULE } from '../contract/modules';
import { publicRoutes } from '../custom-pages/publicRoutes';
import { LoginPage } from '../custom-pages/login/LoginPage';
import { SignatureWizardPage } from '../custom-pages/signature-wizard/SignatureWizardPage';
import { NotFoundPage } from '../custom-pages/status/NotFoundPage';
import { IsLowerLevelPage } from '../custom-pages/status/IsLowerLevelPage';
import { MultiTabDeniedPage } from '../custom-pages/status/MultiTabDeniedPage';
import { WorkRequestPage } from '../custom-pages/token-links/WorkRequestPage';
import {
  UnderConstructionPage,
  UnderMaintenancePage,
} from '../custom-pages/status/SystemUnavailablePage';
import { InitializationCover } from './shell/InitializationCover';
import { SignedOutUnknownPath } from './shell/SignedOutUnknownPath';
import { ShellLayout } from './shell/ShellLayout';
import { authProvider } from '../providers/authProvider';
import { product } from '../providers/api';
import { lazyDataProvider } from '../providers/lazyDataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { resourceDescriptors } from '../providers/resourceRegistry';
import { theme } from './theme';

/** Guarded routes of the route table (section 2.1) outside /modules, and the page each shows. */
const signedInRoutes: [path: string, module: SignedInModule][] = [
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

/** Guarded pages in the signed-in layout (route table, public-onboarding-area.md 2.1). */
const layoutRoutes = [
  <Route key="landing" path="/landing" element={<HomePage />} />,
  ...signedInRoutes.map(([path, module]) => (
    <Route key={path} path={path} element={<SignedInModulePage module={module} />} />
  )),
  <Route key="tenderer" path="/tenderer_registration" element={<TendererRegistrationPage />} />,
  <Route key="experimental" path="/experimental-ui" element={null} />,
  <Route key="modules" path="/modules/:module/*" element={<ModulePage />} />,
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

/** Pages without the layout: status pages, the guarded emailed work-request links, public pages. */
const noLayoutRoutes = [
  <Route key="change-password" path="/request-change-password" element={<LoginPage />} />,
  <Route key="multi-tab" path="/multi-tab-denied" element={<MultiTabDeniedPage />} />,
  <Route key="maintenance" path="/under-maintenance" element={<UnderMaintenancePage />} />,
  <Route key="construction" path="/under-construction" element={<UnderConstructionPage />} />,
  <Route key="lower-level" path="/is-lower-level" element={<IsLowerLevelPage />} />,
  <Route key="pe-signature" path="/pe-signature" element={<SignatureWizardPage />} />,
  // Guarded in the route table: signed out, Sign In comes first, then the link's page.
  <Route
    key="accept-work"
    path="/accept-work/:token"
    element={
      <Authenticated>
        <WorkRequestPage decision="accept" />
      </Authenticated>
    }
  />,
  <Route
    key="reject-work"
    path="/reject-work/:token"
    element={
      <Authenticated>
        <WorkRequestPage decision="reject" />
      </Authenticated>
    }
  />,
  ...publicRoutes,
  <Route
    key="account"
    path={`/modules/${UNGUARDED_MODULE}/*`}
    element={<ModulePage publicSlug={UNGUARDED_MODULE} />}
  />,
];

/** Every path the app knows; signed out, any other shows the not-found page (not Sign In). */
const knownPaths = [
  '/',
  '/login',
  ...resourceDescriptors.map((resource) => `/${resource.name}/*`),
  ...[...layoutRoutes, ...noLayoutRoutes].map((route) => String(route.props.path)),
];

export const App = () => (
  // Location changes are not transitions: signed out on a guarded path, react-admin's LogoutOnMount
  // navigates to /login and clears its queries, which re-mounts it before a transition can commit; the
  // next logout interrupted the transition again, a loop that only Chrome's navigation throttling
  // ended (Sign In after about 11 s, no request in flight).
  <BrowserRouter useTransitions={false}>
    <SignedOutUnknownPath knownPaths={knownPaths} theme={theme}>
      <Admin
        title="Zabuni"
        dataProvider={lazyDataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={ShellLayout}
        loading={InitializationCover}
        dashboard={HomePage}
        catchAll={NotFoundPage}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {/* One per resource folder (providers/resourceRegistry.ts); <Admin> reads its direct children. */}
        {resourceDescriptors.map((resource) => (
          <Resource
            key={resource.name}
            name={resource.name}
            list={resource.list}
            create={resource.create}
            edit={resource.edit}
            show={resource.show}
            icon={resource.icon}
            recordRepresentation={resource.recordRepresentation}
          />
        ))}
        <CustomRoutes>{layoutRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{noLayoutRoutes}</CustomRoutes>
      </Admin>
    </SignedOutUnknownPath>
  </BrowserRouter>
);
