/**
 * A user's own list views, kept on the server so they follow the person to another machine: the
 * columns chosen on each list and the queries saved on it. react-admin keeps many other things in its
 * store (sidebar, list parameters, expanded rows); those stay in the browser.
 */

/** react-admin's store keys that go to the server: a list's chosen columns and its saved queries. */
export const SERVER_PREFERENCE_KEY =
  /^(preferences\.[A-Za-z0-9_-]{1,80}\.datagrid\.columns|[A-Za-z0-9_-]{1,80}\.savedQueries)$/;

export const MAX_PREFERENCE_KEY_LENGTH = 120;
/** A value as JSON text; a list's columns are a few bytes, ten saved queries a few kilobytes. */
export const MAX_PREFERENCE_VALUE_LENGTH = 16_000;
/** Two keys per list, well above the number of lists. */
export const MAX_PREFERENCES_PER_USER = 300;

export const isServerPreferenceKey = (key: string) =>
  key.length <= MAX_PREFERENCE_KEY_LENGTH && SERVER_PREFERENCE_KEY.test(key);
