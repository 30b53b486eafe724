// The drizzle schema, one file per domain; drizzle-kit reads this file to generate migrations.
export * from './billing';
export * from './evaluation';
export * from './identity';
export * from './monitor';
export * from './onboarding';
export * from './planning';
export * from './signing';
export * from './system';
export * from './tenderers';
export * from './work';
