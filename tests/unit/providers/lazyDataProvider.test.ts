import { describe, expect, it, vi } from 'vitest';
import { createLazyDataProvider } from '../../../providers/lazyDataProvider';
import { machineryMethods } from '../../../src/composition/machineryMethods';
import { customMethods } from '../../../src/composition/customMethods';

/** Three parts, each answering its method with its own name, and counting its loads. */
function parts() {
  const part = (name: string, methods: string[]) =>
    vi.fn(async () => Object.fromEntries(methods.map((method) => [method, async () => name])));
  const loaders = {
    loadVerbs: part('verbs', ['getList', 'update']),
    loadMachinery: part('machinery', ['getMyPreferences', 'watchRecordChanges']),
    loadDomains: part('domains', ['getMyTasksSummary']),
    machineryNames: new Set(['getMyPreferences', 'watchRecordChanges']),
  };
  return { loaders, ...createLazyDataProvider(loaders) };
}

describe('the lazy data provider’s parts', () => {
  it('asks each call of the part that holds it, and loads no other', async () => {
    const { loaders, lazyDataProvider } = parts();
    await expect(lazyDataProvider.getList('roles', {} as never)).resolves.toBe('verbs');
    await expect(lazyDataProvider.getMyPreferences()).resolves.toBe('machinery');
    expect(loaders.loadDomains).not.toHaveBeenCalled();
    await expect(lazyDataProvider.getMyTasksSummary()).resolves.toBe('domains');
    expect(loaders.loadVerbs).toHaveBeenCalledOnce();
  });

  it('preloads what a list page calls as it opens: the verbs and the machinery, not the domains', () => {
    const { loaders, preloadDataProvider } = parts();
    preloadDataProvider();
    expect(loaders.loadVerbs).toHaveBeenCalledOnce();
    expect(loaders.loadMachinery).toHaveBeenCalledOnce();
    expect(loaders.loadDomains).not.toHaveBeenCalled();
  });

  it('names a method no part has, once its part is in', async () => {
    const { lazyDataProvider } = parts();
    await expect(lazyDataProvider.getMyTaskSummary()).rejects.toThrow(
      'Unknown data provider method "getMyTaskSummary"',
    );
  });

  it('asks a part again on the next call once its download failed (a dropped connection)', async () => {
    const { loaders, lazyDataProvider } = parts();
    loaders.loadDomains.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(lazyDataProvider.getMyTasksSummary()).rejects.toThrow('Failed to fetch');
    await expect(lazyDataProvider.getMyTasksSummary()).resolves.toBe('domains');
    expect(loaders.loadDomains).toHaveBeenCalledTimes(2);
  });

  it('is not a promise to react-admin', () => {
    const { lazyDataProvider } = parts();
    expect((lazyDataProvider as unknown as { then?: unknown }).then).toBeUndefined();
  });
});

describe('the machinery’s methods', () => {
  it('are in the whole custom-method table, so each name is checked once against every domain’s', () => {
    for (const name of Object.keys(machineryMethods)) expect(customMethods).toHaveProperty(name);
  });
});
