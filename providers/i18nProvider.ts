import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LOCALE_COOKIE } from '../contract/prerenderedPages';
import en from '../locales/en';

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

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'sw' ? import('../locales/sw').then((module) => module.default) : en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'sw', name: 'Kiswahili' },
  ],
  { allowMissing: false },
);

/** English is bundled; Swahili is loaded when first chosen. The choice is remembered by react-admin. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    showLocale(locale);
  },
};
