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
    session: {
      warningTitle: 'Your session is about to expire',
      warningBody:
        'You will be logged out in %{countdown} for inactivity. Do you want to stay signed in?',
      extend: 'Extend',
      logOut: 'Log Out',
      extended: 'Session Time Extended Successfully',
      timedOut: 'Session Timed Out',
      expiredTitle: 'Your session has expired',
      differentUser:
        'A different user has logged in another tab of this browser. You cannot continue with this session.',
      redirectHome: 'You are being redirected to the home page',
    },
    signature: {
      title: 'Digital signature',
      steps: {
        welcome: 'Welcome',
        signatureRequest: 'Signature Request',
        billingPolicy: 'Sign Billing Policy',
        codeOfConduct: 'Sign Code of Conduct',
        termsAndConditions: 'Sign Terms and Conditions',
      },
      welcome:
        'Welcome, %{name}. Before you start, create your digital signature and sign the policies of the system.',
      requestIntro:
        'Choose a key phrase. It protects your signing key: you will enter it each time you sign, and nobody can recover it for you.',
      keyPhrase: 'Key phrase',
      repeatKeyPhrase: 'Repeat key phrase',
      keyPhraseTooShort: 'Key phrase must contain at least 6 characters',
      keyPhraseMismatch: 'Key phrase and repeated key phrase do not match',
      request: 'Request Signature',
      failedToSet: 'Failed to set signature %{message}',
      failedToUpdateKeyPhrase: 'Failed to update key phrase, please try again',
      forgotKeyPhrase: 'Forgot your key phrase?',
      revoke: 'Revoke the signature and create a new one',
      revoked: 'Your signature has been revoked. Create a new one.',
      signIntro: 'Enter your key phrase to sign this document.',
      accept: 'Accept and Sign',
      signing: 'Signing...',
      failedBillingPolicy: 'Failed to accept billing policy, invalid key phrase',
      failedCodeOfConduct: 'Failed to accept code of conduct, invalid key phrase',
      failedTermsAndConditions: 'Failed to accept terms and conditions, invalid key phrase',
      failedToSign: 'Failed to sign document',
      updateInstitution: 'Please update your institution details',
    },
    cover: {
      initializing: 'Initializing...',
      error: 'Sorry, something went wrong!',
      tryAgain: 'Try Again',
    },
    multiTab: {
      title: 'This application is already open',
      body: 'A new tab was opened while Zabuni is open in another tab of this browser. Please close this tab and continue in the other one.',
      closeByHand: 'Your browser does not let this page close itself: close the tab yourself.',
    },
    unavailable: {
      maintenance: {
        title: 'Under maintenance',
        body: 'Zabuni is being maintained and is not available for the moment.',
      },
      locked: {
        title: 'Temporarily unavailable',
        body: 'Zabuni has been locked by the administrators.',
      },
      comeBack: 'Please come back in a little while and try again.',
    },
    lowerLevel: {
      title: 'Use the mobile app',
      body: 'Your procuring entity is a lower-level facility. Please use the procuring entity mobile app to work with Zabuni.',
      switchPe: 'Switch PE',
      choosePe: 'Procuring entity to manage',
    },
    systemStatus: {
      title: 'System status',
      value: 'Status',
      description: 'Message to users',
      descriptionHint: 'What is happening and when to come back',
      values: { ACTIVE: 'Active', MAINTENANCE: 'Under maintenance', LOCKED: 'Locked' },
      banner: {
        MAINTENANCE:
          'The system is under maintenance: other users are sent to the maintenance page.',
        LOCKED: 'The system is locked: other users are sent to the locked page.',
      },
    },
    templates: {
      placeholders:
        '{{signatoryName}}, {{procuringEntityName}} and {{date}} are filled in for each signatory.',
    },
    settings: {
      keyRule: 'Upper-case words joined by underscores, e.g. ALLOW_MULTI_TAB',
      keyHint: 'e.g. ALLOW_MULTI_TAB',
    },
    errorLogs: {
      kinds: {
        RESPONSE_CODE: 'Response code',
        GRAPHQL_ERROR: 'GraphQL error',
        SQL_TEXT: 'SQL text',
        HIGH_LATENCY: 'High latency',
        HTTP_FAILURE: 'HTTP failure',
      },
    },
    landing: {
      title: 'Welcome, %{name}',
      intro: 'Manage the reference data of the procurement system from the menu.',
      chargeTypes: 'Billing charge types',
      chargeTypesHint: 'Charges raised on procuring entities and tenderers.',
      signedDocuments: 'Your signed documents',
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
    'document-templates': {
      name: 'Document template |||| Document templates',
      fields: {
        categoryCode: 'Category',
        title: 'Title',
        bodyHtml: 'Document (HTML)',
        updatedAt: 'Updated',
        q: 'Search by title',
      },
    },
    'global-settings': {
      name: 'Global setting |||| Global settings',
      fields: { key: 'Key', value: 'Value', description: 'Description', updatedAt: 'Updated' },
    },
    'error-logs': {
      name: 'Error log |||| Error logs',
      fields: {
        createdAt: 'When',
        kind: 'Kind',
        operation: 'Operation',
        code: 'Code',
        latencyMs: 'Latency (ms)',
        message: 'Message',
        userType: 'User type',
        q: 'Search messages',
      },
    },
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
