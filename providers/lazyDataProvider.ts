import type { DataProvider } from 'react-admin';

/**
 * Public pages never read data, so Apollo and GraphQL (about 60 kB gzipped) load only when the first
 * data call is made, keeping the sign-in and onboarding pages light on slow connections.
 */
const load = () => import('./dataProvider').then((module) => module.dataProvider);

const method =
  <K extends keyof DataProvider>(name: K) =>
  async (...args: unknown[]) =>
    ((await load())[name] as (...a: unknown[]) => unknown)(...args);

export const lazyDataProvider = {
  getList: method('getList'),
  getOne: method('getOne'),
  getMany: method('getMany'),
  getManyReference: method('getManyReference'),
  create: method('create'),
  update: method('update'),
  updateMany: method('updateMany'),
  delete: method('delete'),
  deleteMany: method('deleteMany'),
} as DataProvider;
