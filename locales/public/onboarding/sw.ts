import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of onboarding/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    onboarding: {
      offline: 'Huna mtandao. Hakiki muunganisho wako.',
      cancel: 'Ghairi',
      continue: 'Endelea',
      captchaUnavailable: 'Captcha haikupakia, tafadhali jaribu tena',
    },
    captcha: {
      label: 'Mimi si roboti',
      verifying: 'Inahakiki...',
      verified: 'Imehakikiwa',
      failed: 'Uhakiki umeshindikana, weka alama kujaribu tena',
    },
    register: {
      title: 'Jisajili kama Mzabuni',
      country: 'Nchi',
      phone: 'Namba ya simu',
      phoneHint: 'Namba bila msimbo wa nchi',
      invalidPhone: 'Namba ya Simu Si Sahihi',
      email: 'Barua pepe',
      invalidEmail: 'Weka barua pepe sahihi',
      submit: 'Jisajili',
      saving: 'Inasajili...',
      confirmTitle: 'Thibitisha taarifa zako',
      confirmBody:
        'Tutatuma kiungo cha kuamilisha kwenye barua pepe hii na msimbo kwenye simu hii.',
      success:
        'Akaunti yako imeundwa kwa Mafanikio. Kabla ya kuingia, amilisha akaunti yako kwa kiungo kilichotumwa kwenye barua pepe yako',
      checkInbox: 'Fungua barua pepe tuliyotuma kwa %{email} na ufuate kiungo chake.',
      resendActivation: 'Tuma tena kiungo cha kuamilisha',
      activationResent: 'Kiungo cha kuamilisha kimetumwa tena kwenye barua pepe yako',
      haveAccount: 'Tayari una akaunti?',
      signIn: 'Ingia',
      goToLogin: 'Nenda Kuingia',
    },
    otp: {
      title: 'Thibitisha namba yako ya simu',
      sending: 'Inatuma msimbo...',
      sentTo: 'OTP imetumwa kwenye namba hii %{phone}',
      hint: 'tafadhali subiri dakika tatu',
      code: 'Msimbo wa mara moja',
      digit: 'Tarakimu %{n}',
      verify: 'Thibitisha Akaunti',
      resendIn: 'Unaweza kuomba msimbo mpya baada ya %{time}',
      resend: 'Tuma tena',
    },
    password: {
      createTitle: 'Weka nenosiri',
      resetTitle: 'Badilisha nenosiri',
      new: 'Nenosiri jipya',
      confirm: 'Thibitisha nenosiri',
      submit: 'Wasilisha',
      required: 'Sehemu hii inahitajika',
      min: 'Tumia angalau herufi 8',
      max: 'Tumia herufi zisizozidi 64',
      mismatch: 'Nenosiri hazilingani',
      userNotFound: 'Mtumiaji hajapatikana',
      linkInvalid:
        'Kiungo hiki cha kubadilisha nenosiri si sahihi au kimekwisha muda. Tafadhali omba kingine.',
      resetCountdown: 'Inahakiki kiungo chako... %{time}',
      strength: {
        label: 'Nguvu',
        weak: 'Dhaifu',
        fair: 'Wastani',
        good: 'Nzuri',
        strong: 'Imara',
        advice: 'ongeza maneno, namba au alama hadi liwe imara',
      },
    },
    forgotPassword: {
      title: 'Umesahau nenosiri',
      intro: 'Weka barua pepe ya akaunti yako nasi tutakutumia kiungo cha kuweka nenosiri jipya.',
      send: 'Tuma kiungo',
      confirmTitle: 'Tuma kiungo cha kubadilisha nenosiri?',
      confirmBody: 'Tutatuma kiungo cha kubadilisha nenosiri kwa %{email}.',
      sentTo: 'barua pepe imetumwa kwa %{email}',
      sentToast: 'Kiungo cha kubadilisha nenosiri kimetumwa kwa Mafanikio kwenye barua pepe yako',
      close: 'Funga',
      wait: 'Tafadhali subiri dakika %{m} na sekunde %{s} kabla ya kutuma barua pepe tena.',
      backToLogin: 'Rudi Kuingia',
    },
  },
};

export default sw;
