// The drizzle schema, one file per domain; drizzle-kit reads this file to generate migrations.
// Administrative areas, branches, services and their clients and users (organisation domain)
export * from './areas';
export * from './billing';
// Departments, their members and designations (departments domain)
export * from './departments';
export * from './evaluation';
// Who changed which record (history entries, written by triggers)
export * from './history';
export * from './identity';
// Institutions and institution categories (institutions domain)
export * from './institutions';
// Who has which record open (edit-form presence, live lists)
export * from './live';
export * from './monitor';
export * from './onboarding';
export * from './planning';
// Procurement reference data of the app service: contract types, GFS codes, lots... (app reference domain)
export * from './procurementReference';
// Reference lists of uaa/general: tender categories, statutory boards, countries... (reference data domain)
export * from './referenceData';
// Service providers' services, service groups, client subscriptions, service users (organisation domain)
export * from './services';
export * from './secondFactors';
export * from './signing';
export * from './system';
export * from './tenderers';
export * from './work';
