import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../locales/en';

/** English is bundled; Swahili is loaded when first chosen. The choice is remembered by react-admin. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'sw' ? import('../locales/sw').then((module) => module.default) : en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'sw', name: 'Kiswahili' },
  ],
  { allowMissing: false },
);
