import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import chargeTypes from '../resources/charge-types';
import documentTemplates from '../resources/document-templates';
import errorLogs from '../resources/error-logs';
import globalSettings from '../resources/global-settings';
import { HomePage } from '../custom-pages/home/HomePage';
import { SignedInModulePage } from '../custom-pages/home/SignedInModulePage';
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
import { theme } from './theme';

/** Public pages of the route table that later releases fill; each says so rather than blanking. */
const upcomingPublicRoutes = ['pe-self-registration'];
/** Signed-in destinations of post-login routing that later releases fill. */
const upcomingSignedInRoutes = ['settings/departments', 'institution/edit-intitution-details'];

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
      <Resource name="charge-types" {...chargeTypes} />
      <Resource name="global-settings" {...globalSettings} />
      <Resource name="error-logs" {...errorLogs} />
      <Resource name="document-templates" {...documentTemplates} />
      <CustomRoutes>
        <Route path="/landing" element={<HomePage />} />
        <Route
          path="/tenderer_registration"
          element={<SignedInModulePage module="tendererRegistration" />}
        />
        <Route
          path={`/${product}-embassys/dashboard`}
          element={<SignedInModulePage module="embassy" />}
        />
        <Route
          path={`/${product}-manufacturer/submission`}
          element={<SignedInModulePage module="manufacturer" />}
        />
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
        {upcomingPublicRoutes.map((path) => (
          <Route key={path} path={`/${path}`} element={<PlaceholderPage />} />
        ))}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
