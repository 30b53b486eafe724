import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LOCALE_COOKIE } from '../contract/prerenderedPages';
import en from '../locales/en';
import { mergeMessages, type LocaleFragment } from '../locales/mergeMessages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's language where the browser and the server see it: `<html lang>` (screen readers pick
 * their voice by it) and a cookie, by which the server sends the public pages prerendered in that
 * language (contract/prerenderedPages.ts).
 */
function showLocale(locale: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The public pages' texts: English is bundled, Kiswahili is loaded when first chosen. */
const publicTexts = (locale: string) =>
  locale === 'sw' ? import('../locales/sw').then((module) => module.default) : en;

/** The admin's texts (locales/domains/), a chunk per language: not downloaded by the public pages. */
const adminTexts = (locale: string): Promise<LocaleFragment> =>
  (locale === 'sw' ? import('../locales/admin.sw') : import('../locales/admin.en')).then(
    (module) => module.default,
  );

let isAdminLoaded = false;

const messagesOf = (locale: string) =>
  isAdminLoaded
    ? Promise.all([publicTexts(locale), adminTexts(locale)]).then(([texts, admin]) =>
        mergeMessages(texts, { admin }),
      )
    : publicTexts(locale);

const polyglot = polyglotI18nProvider(
  messagesOf,
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'sw', name: 'Kiswahili' },
  ],
  { allowMissing: false },
);

/**
 * Changes of the messages one after the other: the last asked is the one shown, whichever chunk
 * arrives first (a change of language while the admin's texts load).
 */
let changes: Promise<unknown> = Promise.resolve();
function inTurn(change: () => Promise<void>): Promise<void> {
  const next = changes.then(change);
  changes = next.catch(() => undefined);
  return next;
}

/** English is bundled; Swahili is loaded when first chosen. The choice is remembered by react-admin. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) =>
    inTurn(async () => {
      await polyglot.changeLocale(locale, options);
      showLocale(locale);
    }),
};

let adminLoad: Promise<void> | undefined;

/**
 * Adds the admin's texts, in the language shown and in any chosen later: src/App.tsx awaits it
 * before the admin renders, so that no screen shows a key (decision 173). A failed download is
 * tried again on the next call.
 */
export function loadAdminTexts(): Promise<void> {
  isAdminLoaded = true;
  adminLoad ??= inTurn(() => polyglot.changeLocale(polyglot.getLocale())).catch(
    (error: unknown) => {
      isAdminLoaded = false;
      adminLoad = undefined;
      throw error;
    },
  );
  return adminLoad;
}
