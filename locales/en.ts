import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { responseCodeDescriptions } from '../contract/responseCodes';

/**
 * English, the default language. react-admin's own messages come from ra-language-english, with the
 * spec's success texts in place of its defaults; the app's own keys live under `zabuni`.
 */
const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, dashboard: 'Home' },
    notification: {
      ...englishMessages.ra.notification,
      created: 'Created Successfully',
      updated: 'Edited Successfully',
      deleted: 'Deleted Successfully',
    },
  },
  zabuni: {
    appName: 'Zabuni',
    tagline: 'National public procurement',
    language: { en: 'English', sw: 'Kiswahili', choose: 'Language' },
    login: {
      title: 'Sign In',
      subtitle: 'Sign in to continue to Zabuni',
      email: 'Email',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Sign In',
      loggingIn: 'Logging in...',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      createAccount: 'Create one now',
      notAllowed: 'This account cannot sign in to this application.',
    },
    menu: {
      home: 'Home',
      billing: 'Billing',
    },
    landing: {
      title: 'Welcome, %{name}',
      intro: 'Manage the reference data of the procurement system from the menu.',
      chargeTypes: 'Billing charge types',
      chargeTypesHint: 'Charges raised on procuring entities and tenderers.',
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
    empty: {
      chargeTypes: 'No charge types yet. Create the first one.',
    },
  },
  resources: {
    'charge-types': {
      name: 'Charge type |||| Charge types',
      fields: {
        name: 'Name',
        unitOfMeasure: 'Unit of measure',
        active: 'Active',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Updated',
        updatedBy: 'Updated by',
        q: 'Search by name',
      },
    },
  },
};

export default en;
