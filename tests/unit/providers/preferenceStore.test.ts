import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverPreferenceStore } from '../../../providers/preferenceStore';
import type { StoredPreference } from '../../../providers/operations/preferenceMethods';

/** The store's two custom methods, recording what would be sent. */
function recorder(onServer: StoredPreference[] = []) {
  const sent: { key: string; value: string | null }[] = [];
  return {
    sent,
    methods: {
      getMyPreferences: async () => onServer,
      saveMyPreference: async (params: { key: string; value: string | null }) => {
        sent.push(params);
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const columns = 'preferences.users.datagrid.columns';

beforeEach(() => localStorage.clear());

describe('the store of the user’s list views', () => {
  it('sends the chosen columns and saved queries when they change, nothing else', async () => {
    const { sent, methods } = recorder();
    const store = serverPreferenceStore(localStorageStore(), methods);
    store.setItem(columns, ['0', '2']);
    store.setItem(columns, ['0', '2']); // unchanged: not sent again
    store.setItem('users.savedQueries', [{ label: 'Mine' }]);
    store.setItem('sidebar.open', false);
    store.setItem('preferences.users.datagrid.availableColumns', []);
    store.removeItem(columns);
    await settle();
    expect(sent).toEqual([
      { key: columns, value: '["0","2"]' },
      { key: 'users.savedQueries', value: '[{"label":"Mine"}]' },
      { key: columns, value: null },
    ]);
    expect(store.getItem('sidebar.open')).toBe(false);
  });

  it('replaces the browser’s views with the server’s, and a reset forgets them here only', async () => {
    const { sent, methods } = recorder([{ key: columns, value: '["1"]' }]);
    const store = serverPreferenceStore(localStorageStore(), methods);
    store.setItem('countries.savedQueries', [{ label: 'Left by someone' }]);
    await settle();
    sent.length = 0;
    await store.loadServerPreferences();
    expect(store.getItem(columns)).toEqual(['1']);
    expect(store.getItem('countries.savedQueries')).toBeUndefined();
    store.reset();
    await settle();
    expect(store.getItem(columns)).toBeUndefined();
    expect(sent).toEqual([]);
  });
});
