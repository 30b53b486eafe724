import { useEffect } from 'react';
import { useStoreContext, type Store } from 'react-admin';
import { isServerPreferenceKey, MAX_PREFERENCE_VALUE_LENGTH } from '../contract/userPreferences';
import type { StoredPreference } from './operations/preferenceMethods';

/** The two custom methods of the data provider the store needs (providers/operations/preferenceMethods.ts). */
export interface PreferenceMethods {
  getMyPreferences(): Promise<StoredPreference[]>;
  saveMyPreference(params: { key: string; value: string | null }): Promise<unknown>;
}

export interface ServerPreferenceStore extends Store {
  /** Replaces the browser's copy of the user's list views with the server's (after sign-in). */
  loadServerPreferences(): Promise<void>;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * react-admin's store in the browser, with the user's list views (the columns chosen on each list, the
 * queries saved on it: contract/userPreferences.ts) also kept on the server, so they follow the person
 * to another machine. Every other key stays in the browser only. Writes go through the data provider's
 * custom methods, the one way out of the browser. A reset (react-admin resets the store at sign-out)
 * clears the browser's copy only: the server keeps the user's views for their next sign-in.
 */
export function serverPreferenceStore(
  local: Store,
  methods: PreferenceMethods,
): ServerPreferenceStore {
  // One write after another per key, so the server ends with the last value chosen.
  const writes = new Map<string, Promise<unknown>>();
  const send = (key: string, value: unknown) => {
    const text = value === undefined ? null : JSON.stringify(value);
    // Too large for the server (contract limit): it stays in this browser only.
    if (text !== null && text.length > MAX_PREFERENCE_VALUE_LENGTH) return;
    const previous = writes.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => methods.saveMyPreference({ key, value: text }))
      // A failed write keeps the choice in this browser; the next change sends it again.
      .catch(() => undefined);
    writes.set(key, next);
  };

  return {
    ...local,
    setItem(key, value) {
      const isChange =
        isServerPreferenceKey(key) && JSON.stringify(local.getItem(key)) !== JSON.stringify(value);
      local.setItem(key, value);
      if (isChange) send(key, value);
    },
    removeItem(key) {
      const isChange = isServerPreferenceKey(key) && local.getItem(key) !== undefined;
      local.removeItem(key);
      if (isChange) send(key, undefined);
    },
    async loadServerPreferences() {
      const stored = await methods.getMyPreferences();
      const fromServer = new Map(stored.map(({ key, value }) => [key, parse(value)]));
      // Views another user left in this browser, or removed elsewhere, go; the server's arrive.
      for (const key of Object.keys(local.listItems?.() ?? {})) {
        if (isServerPreferenceKey(key) && !fromServer.has(key)) local.removeItem(key);
      }
      for (const [key, value] of fromServer) {
        if (isServerPreferenceKey(key) && value !== undefined) local.setItem(key, value);
      }
    },
  };
}

const isServerPreferenceStore = (store: Store): store is ServerPreferenceStore =>
  'loadServerPreferences' in store;

/** Reads the signed-in user's list views from the server once the signed-in app opens. */
export function useServerPreferences() {
  const store = useStoreContext();
  useEffect(() => {
    // Unreadable (the network, the server): the browser's copy stands until the next sign-in.
    if (isServerPreferenceStore(store)) store.loadServerPreferences().catch(() => undefined);
  }, [store]);
}
