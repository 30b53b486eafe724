import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of signature/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    signature: {
      title: 'Sahihi ya kidijitali',
      steps: {
        welcome: 'Karibu',
        signatureRequest: 'Ombi la Sahihi',
        billingPolicy: 'Saini Sera ya Malipo',
        codeOfConduct: 'Saini Kanuni za Maadili',
        termsAndConditions: 'Saini Vigezo na Masharti',
      },
      welcome:
        'Karibu, %{name}. Kabla ya kuanza, tengeneza sahihi yako ya kidijitali na usaini sera za mfumo.',
      requestIntro:
        'Chagua neno la siri. Linalinda ufunguo wako wa kusaini: utaliingiza kila unaposaini, na hakuna anayeweza kulirejesha kwa niaba yako.',
      keyPhrase: 'Neno la siri',
      repeatKeyPhrase: 'Rudia neno la siri',
      keyPhraseTooShort: 'Neno la siri lazima liwe na angalau herufi 6',
      keyPhraseMismatch: 'Neno la siri na neno lililorudiwa havilingani',
      request: 'Omba Sahihi',
      failedToSet: 'Imeshindikana kuweka sahihi %{message}',
      failedToUpdateKeyPhrase: 'Imeshindikana kusasisha neno la siri, tafadhali jaribu tena',
      forgotKeyPhrase: 'Umesahau neno lako la siri?',
      revoke: 'Batilisha sahihi na utengeneze mpya',
      revoked: 'Sahihi yako imebatilishwa. Tengeneza mpya.',
      signIntro: 'Ingiza neno lako la siri kusaini hati hii.',
      accept: 'Kubali na Usaini',
      signing: 'Inasaini...',
      failedBillingPolicy: 'Imeshindikana kukubali sera ya malipo, neno la siri si sahihi',
      failedCodeOfConduct: 'Imeshindikana kukubali kanuni za maadili, neno la siri si sahihi',
      failedTermsAndConditions: 'Imeshindikana kukubali vigezo na masharti, neno la siri si sahihi',
      failedToSign: 'Imeshindikana kusaini hati',
      tooManyKeyPhrases:
        'Umekosea neno la siri mara nyingi mno: tafadhali subiri dakika 15 ujaribu tena',
      documentNotSignable:
        'Hati hii haiwezi kusainiwa: ni kubwa mno, ina ngazi nyingi mno au inachukua muda mrefu mno kuandaliwa',
      updateInstitution: 'Tafadhali sasisha taarifa za taasisi yako',
    },
    templates: {
      placeholders:
        '{{signatoryName}}, {{procuringEntityName}} na {{date}} hujazwa kwa kila anayesaini.',
    },
  },
  resources: {
    'document-templates': {
      name: 'Kiolezo cha hati |||| Violezo vya hati',
      fields: {
        categoryCode: 'Kundi',
        title: 'Kichwa',
        bodyHtml: 'Hati (HTML)',
        updatedAt: 'Imesasishwa',
        q: 'Tafuta kwa kichwa',
      },
    },
  },
};

export default sw;
