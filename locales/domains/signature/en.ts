import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the signature wizard (custom-pages/signature-wizard) and of document templates.
 */
const en: LocaleFragment = {
  zabuni: {
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
      tooManyKeyPhrases: 'Too many wrong key phrases: please wait 15 minutes and try again',
      documentNotSignable:
        'This document cannot be signed: it is too large, too deeply nested or too slow to prepare',
      updateInstitution: 'Please update your institution details',
    },
    templates: {
      placeholders:
        '{{signatoryName}}, {{procuringEntityName}} and {{date}} are filled in for each signatory.',
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
  },
};

export default en;
