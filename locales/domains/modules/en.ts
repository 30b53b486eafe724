import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the modules' pages (custom-pages/modules) and of pages not part of this release.
 */
const en: LocaleFragment = {
  zabuni: {
    modules: {
      tenderer: {
        title: 'Tenderer area',
        body: 'Bids, submissions and the tenderer profile are not part of this release.',
      },
      manufacturerHome: {
        title: 'Manufacturer area',
        body: 'The manufacturer area is not part of this release.',
      },
      app: {
        title: 'Annual procurement plans',
        body: 'The annual procurement plan screens are not part of this release.',
      },
      tenderInitiation: {
        title: 'Tender initiation',
        body: 'The tender initiation screens are not part of this release.',
      },
      embassys: { title: 'Embassy area', body: 'The embassy area is not part of this release.' },
      templateEditor: {
        title: 'Template editor',
        body: 'The template editor is not part of this release; document templates are edited under Document templates.',
      },
      documentReader: {
        title: 'Document reader',
        body: 'The document reader is not part of this release.',
      },
      ipcSheet: {
        title: 'Interim payment certificate',
        body: 'The interim payment certificate sheet is not part of this release.',
      },
      variationSheet: {
        title: 'Variation sheet',
        body: 'The contract variation sheet is not part of this release.',
      },
      peSelfRegistration: {
        title: 'Institution registration',
        body: 'Completing your institution details is not part of this release.',
      },
      welcome: 'Welcome, %{name}.',
      tendererRegistration: {
        title: 'Tenderer registration',
      },
      embassy: {
        title: 'Embassy dashboard',
        body: 'The embassy dashboard is not part of this release.',
      },
      manufacturer: {
        title: 'Manufacturer submission',
        body: 'You accepted the invitation. Submitting for this lot is not part of this release; the lot and tender are below.',
      },
    },
    moduleList: {
      uaa: { title: 'Users and access', about: 'Institutions, users, roles and permissions.' },
      'tenderer-management': {
        title: 'Tenderer management',
        about: 'Tenderer accounts, profiles and their verification.',
      },
      'app-management': {
        title: 'Annual procurement plans',
        about: 'Plans, their approval tasks and the planning calendar.',
      },
      'micro-value-procurement': {
        title: 'Micro-value procurement',
        about: 'Small purchases and their retirement.',
      },
      'pre-qualification': {
        title: 'Pre-qualification',
        about: 'Pre-qualifying tenderers before a tender.',
      },
      'tender-evaluation': {
        title: 'Tender evaluation',
        about: 'Evaluation of bids and evaluation reports.',
      },
      'post-qualification': {
        title: 'Post-qualification',
        about: 'Checking the best-evaluated tenderer.',
      },
      negotiation: { title: 'Negotiation', about: 'Negotiation plans, minutes and reports.' },
      'tender-award': {
        title: 'Tender award',
        about: 'Awards, their modification and cancellation.',
      },
      'tender-board': { title: 'Tender board', about: 'Tender board meetings and decisions.' },
      'framework-agreement': {
        title: 'Framework agreements',
        about: 'Framework agreements and their tasks.',
      },
      calloff: { title: 'Call-off orders', about: 'Orders placed under framework agreements.' },
      'contracts-management': {
        title: 'Contract management',
        about: 'Running contracts, payments and variations.',
      },
      'contracts-creation': {
        title: 'Contract creation',
        about: 'Drafting and signing contracts.',
      },
      opening: { title: 'Tender opening', about: 'Public opening of bids.' },
      'ppra-dashboard': {
        title: 'Regulator dashboard',
        about: "The regulator's view of procurement across institutions.",
      },
      'pe-dashboard': {
        title: 'Procuring entity dashboard',
        about: "An institution's view of its procurement.",
      },
      'pe-management': {
        title: 'Procuring entity management',
        about: 'Institution details, branches and departments.',
      },
      'complaint-management': {
        title: 'Complaints',
        about: 'Complaints and appeals by tenderers.',
      },
      'pe-auditors': { title: 'Auditors', about: 'Access for auditors of procuring entities.' },
      'government-supplier': {
        title: 'Government services',
        about: 'Orders, delivery notes and delivery advises with government service providers.',
      },
      'tender-initiation': {
        title: 'Tender initiation',
        about: 'Requisitions, tenders, clarifications and their requests.',
      },
      'templates-management': {
        title: 'Templates',
        about: 'Standard documents and their templates.',
      },
      'changes-management': {
        title: 'Change requests',
        about: 'Requests to change published records.',
      },
      'communication-tool': {
        title: 'Communication',
        about: 'Messages between procuring entities and tenderers.',
      },
      reports: { title: 'Reports', about: 'Procurement reports.' },
      settings: { title: 'Settings', about: 'Institution settings and reference data.' },
      bills: { title: 'Bills', about: 'Bills and payments for platform services.' },
      'tender-lookup': { title: 'Tender lookup', about: 'Searching published tenders.' },
      statistics: { title: 'Statistics', about: 'Figures on procurement and the platform.' },
      monitoring: { title: 'Monitoring', about: 'Monitoring of procurement by the regulator.' },
      'shared-data': { title: 'Shared data', about: 'Reference data shared by all institutions.' },
      account: { title: 'My account', about: 'Your own account and its settings.' },
      evaluation: { title: 'Evaluation teams', about: 'Tasks of evaluation committee members.' },
    },
    modulePage: {
      notInRelease: 'This module is not part of this release.',
    },
  },
};

export default en;
