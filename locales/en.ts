import type { TranslationMessages } from 'react-admin';
import { mergeMessages, type LocaleFragment } from './mergeMessages';
import englishMessages from 'ra-language-english';
import { responseCodeDescriptions } from '../contract/responseCodes';

/**
 * English, the default language. react-admin's own messages come from ra-language-english, with the
 * spec's success texts in place of its defaults; the app's own keys live under `zabuni`.
 */
const base: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, dashboard: 'Home' },
    notification: {
      ...englishMessages.ra.notification,
      created: 'Created Successfully',
      updated: 'Edited Successfully',
      deleted: 'Deleted Successfully',
      item_doesnt_exist: 'This record does not exist',
    },
    configurable: {
      ...englishMessages.ra.configurable!,
      // In the column chooser, the one column without a name is the row's buttons (Edit, Delete).
      Datagrid: { title: 'Datagrid', unlabeled: 'Buttons' },
    },
  },
  zabuni: {
    appName: 'Zabuni',
    tagline: 'National public procurement',
    language: { en: 'English', sw: 'Kiswahili', choose: 'Language' },
    cover: {
      initializing: 'Initializing...',
      error: 'Sorry, something went wrong!',
      tryAgain: 'Try Again',
    },
    placeholder: {
      title: 'Not part of this release yet',
      body: 'The page "%{page}" is planned for a later release of Zabuni.',
      backToLogin: 'Back to Sign In',
      backHome: 'Go to the home page',
    },
    notFound: {
      title: 'Page not found',
      body: 'The address you opened does not exist.',
      recordTitle: 'Record not found',
      record:
        'This record does not exist. It may have been deleted, or the link you followed is wrong.',
      toList: 'Go to the list',
    },
    errors: {
      fetching: 'Problem occurred while fetching %{thing}',
      saving: 'Problem occurred while saving %{thing}',
      deleting: 'Problem occurred while deleting %{thing}',
      fetchRecords: 'Failed to fetch records',
      network: 'The server could not be reached. Check your connection and try again.',
    },
    responseCodes: Object.fromEntries(
      Object.entries(responseCodeDescriptions).map(([code, text]) => [code, text]),
    ),
  },
};

/**
 * The public pages' English: the base with every public/<domain>/en.ts (no list to keep). The
 * admin's texts (domains/) load with the admin (admin.en.ts, providers/i18nProvider.ts).
 */
const en = mergeMessages(
  base,
  import.meta.glob<LocaleFragment>('./public/*/en.ts', { eager: true, import: 'default' }),
);

export default en;
