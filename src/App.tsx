import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import chargeTypes from '../resources/charge-types';
// Reference lists and tenderers (reference data domain)
import tenderCategoriesResource from '../resources/tender-categories';
import tenderSubCategoriesResource from '../resources/tender-sub-categories';
import tendererCategoriesResource from '../resources/tenderer-categories';
import statutoryBoardsResource from '../resources/statutory-boards';
import businessLicenseAuthoritiesResource from '../resources/business-license-authorities';
import businessLinesResource from '../resources/business-lines';
import businessLineConfigurationsResource from '../resources/business-line-configurations';
import businessLineGlobalConfigurationsResource from '../resources/business-line-global-configurations';
import offerTypesResource from '../resources/offer-types';
import countriesResource from '../resources/countries';
import academicLevelsResource from '../resources/academic-levels';
import professionalQualificationsResource from '../resources/professional-qualifications';
import statutoryOffersResource from '../resources/statutory-offers';
import equipmentTypesResource from '../resources/equipment-types';
import tendererProfileSettingsResource from '../resources/tenderer-profile-settings';
import tendererSourceOfFundsResource from '../resources/tenderer-source-of-funds';
import institutionActivitiesResource from '../resources/institution-activities';
import tenderersResource from '../resources/tenderers';
// Institutions and institution categories (institutions domain)
import institutions from '../resources/institutions';
import institutionCategories from '../resources/institution-categories';
import { MyInstitutionPage } from '../resources/institutions/MyInstitutionPage';
import departments from '../resources/departments';
import designations from '../resources/designations';
import documentTemplates from '../resources/document-templates';
import errorLogs from '../resources/error-logs';
import annualProcurementPlans from '../resources/annual-procurement-plans';
import feedback from '../resources/feedback';
import financialYears from '../resources/financial-years';
import globalSettings from '../resources/global-settings';
import roles from '../resources/roles';
import users from '../resources/users';
import procurementMethods from '../resources/procurement-methods';
import procurementStages from '../resources/procurement-stages';
// Procurement reference lists (app reference domain)
import specialDaysResource from '../resources/special-days';
import holidaysResource from '../resources/holidays';
import gfsCodesResource from '../resources/gfs-codes';
import unitsOfMeasureResource from '../resources/units-of-measure';
import sourcesOfFundsResource from '../resources/sources-of-funds';
import contractTypesResource from '../resources/contract-types';
import selectionMethodsResource from '../resources/selection-methods';
import timelinesResource from '../resources/timelines';
import methodSelectionReasonsResource from '../resources/procurement-method-selection-reasons';
import unspscCodesResource from '../resources/unspsc-codes';
import specificationSettingsResource from '../resources/specification-settings';
import inspectionTestsResource from '../resources/inspection-tests';
import schedulesOfRequirementsResource from '../resources/schedules-of-requirements';
import lotGroupsResource from '../resources/lot-groups';
// Departmental needs and tender lots (planning lists)
import departmentalNeedsResource from '../resources/departmental-needs';
import tenderLotsResource from '../resources/tender-lots';
// Administrative areas, branches, service clients and users (organisation domain)
import administrativeAreas from '../resources/administrative-areas';
import branches from '../resources/branches';
import serviceSubscriptions from '../resources/service-subscriptions';
import services from '../resources/services';
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
      <Resource name="charge-types" {...chargeTypes} />
      {/* Reference lists and tenderers (reference data domain) */}
      <Resource name="tender-categories" {...tenderCategoriesResource} />
      <Resource name="tender-sub-categories" {...tenderSubCategoriesResource} />
      <Resource name="tenderer-categories" {...tendererCategoriesResource} />
      <Resource name="statutory-boards" {...statutoryBoardsResource} />
      <Resource name="business-license-authorities" {...businessLicenseAuthoritiesResource} />
      <Resource name="business-lines" {...businessLinesResource} />
      <Resource name="business-line-configurations" {...businessLineConfigurationsResource} />
      <Resource
        name="business-line-global-configurations"
        {...businessLineGlobalConfigurationsResource}
      />
      <Resource name="offer-types" {...offerTypesResource} />
      <Resource name="countries" {...countriesResource} />
      <Resource name="academic-levels" {...academicLevelsResource} />
      <Resource name="professional-qualifications" {...professionalQualificationsResource} />
      <Resource name="statutory-offers" {...statutoryOffersResource} />
      <Resource name="equipment-types" {...equipmentTypesResource} />
      <Resource name="tenderer-profile-settings" {...tendererProfileSettingsResource} />
      <Resource name="tenderer-source-of-funds" {...tendererSourceOfFundsResource} />
      <Resource name="institution-activities" {...institutionActivitiesResource} />
      <Resource name="tenderers" {...tenderersResource} />
      <Resource name="institutions" {...institutions} />
      <Resource name="institution-categories" {...institutionCategories} />
      {/* Departments, their users and designations (departments domain) */}
      <Resource name="departments" {...departments} />
      <Resource name="department-users" />
      <Resource name="designations" {...designations} />
      <Resource name="financial-years" {...financialYears} />
      <Resource name="annual-procurement-plans" {...annualProcurementPlans} />
      <Resource name="procurement-methods" {...procurementMethods} />
      <Resource name="procurement-stages" {...procurementStages} />
      {/* Procurement reference lists (app reference domain) */}
      <Resource name="special-days" {...specialDaysResource} />
      <Resource name="holidays" {...holidaysResource} />
      <Resource name="gfs-codes" {...gfsCodesResource} />
      <Resource name="units-of-measure" {...unitsOfMeasureResource} />
      <Resource name="sources-of-funds" {...sourcesOfFundsResource} />
      <Resource name="contract-types" {...contractTypesResource} />
      <Resource name="selection-methods" {...selectionMethodsResource} />
      <Resource name="timelines" {...timelinesResource} />
      <Resource name="procurement-method-selection-reasons" {...methodSelectionReasonsResource} />
      <Resource name="unspsc-codes" {...unspscCodesResource} />
      <Resource name="specification-settings" {...specificationSettingsResource} />
      <Resource name="inspection-tests" {...inspectionTestsResource} />
      <Resource name="schedules-of-requirements" {...schedulesOfRequirementsResource} />
      <Resource name="lot-groups" {...lotGroupsResource} />
      <Resource name="departmental-needs" {...departmentalNeedsResource} />
      <Resource name="tender-lots" {...tenderLotsResource} />
      <Resource name="roles" {...roles} />
      <Resource name="users" {...users} />
      <Resource name="global-settings" {...globalSettings} />
      <Resource name="error-logs" {...errorLogs} />
      <Resource name="feedback" {...feedback} />
      <Resource name="document-templates" {...documentTemplates} />
      {/* Administrative areas, branches, service clients and users (organisation domain) */}
      <Resource name="administrative-areas" {...administrativeAreas} />
      <Resource name="branches" {...branches} />
      <Resource name="service-subscriptions" {...serviceSubscriptions} />
      <Resource name="services" {...services} />
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
