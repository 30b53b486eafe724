import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
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
import { PlaceholderPage } from '../custom-pages/status/PlaceholderPage';
import {
  UnderConstructionPage,
  UnderMaintenancePage,
} from '../custom-pages/status/SystemUnavailablePage';
import { InitializationCover } from './shell/InitializationCover';
import { ShellLayout } from './shell/ShellLayout';
import { authProvider } from '../providers/authProvider';
import { product } from '../providers/api';
import { lazyDataProvider } from '../providers/lazyDataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { resourceDescriptors } from '../providers/resourceRegistry';
import { theme } from './theme';

/** Signed-in destinations of post-login routing that later releases fill. */
const upcomingSignedInRoutes = ['settings/departments'];

/** Guarded routes of the route table (section 2.1) outside /modules, and the page each shows. */
const signedInRoutes: [path: string, module: SignedInModule][] = [
  ['/pe-self-registration', 'peSelfRegistration'],
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

export const App = () => (
  <BrowserRouter>
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
      <CustomRoutes>
        <Route path="/landing" element={<HomePage />} />
        {signedInRoutes.map(([path, module]) => (
          <Route key={path} path={path} element={<SignedInModulePage module={module} />} />
        ))}
        <Route path="/tenderer_registration" element={<TendererRegistrationPage />} />
        <Route path="/experimental-ui" element={null} />
        <Route path="/modules/:module/*" element={<ModulePage />} />
        {/* Post-login destination while the institution's registration is incomplete (institutions domain) */}
        <Route path="/institution/edit-intitution-details" element={<MyInstitutionPage />} />
        {upcomingSignedInRoutes.map((path) => (
          <Route key={path} path={`/${path}`} element={<PlaceholderPage />} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/request-change-password" element={<LoginPage />} />
        <Route path="/multi-tab-denied" element={<MultiTabDeniedPage />} />
        <Route path="/under-maintenance" element={<UnderMaintenancePage />} />
        <Route path="/under-construction" element={<UnderConstructionPage />} />
        <Route path="/is-lower-level" element={<IsLowerLevelPage />} />
        <Route path="/pe-signature" element={<SignatureWizardPage />} />
        {publicRoutes}
        <Route
          path={`/modules/${UNGUARDED_MODULE}/*`}
          element={<ModulePage publicSlug={UNGUARDED_MODULE} />}
        />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
