import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of signIn/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    login: {
      title: 'Ingia',
      subtitle: 'Ingia ili kuendelea na Zabuni',
      email: 'Barua pepe',
      password: 'Nenosiri',
      showPassword: 'Onyesha nenosiri',
      hidePassword: 'Ficha nenosiri',
      submit: 'Ingia',
      loggingIn: 'Inaingia...',
      forgotPassword: 'Umesahau nenosiri?',
      noAccount: 'Huna akaunti?',
      createAccount: 'Fungua moja sasa',
      openData: 'Data huria: mipango ya ununuzi iliyochapishwa',
      notAllowed: 'Akaunti hii haiwezi kuingia kwenye programu hii.',
      failed: 'Kuingia kumeshindikana. Tafadhali jaribu tena.',
      lockedOut:
        'Majaribio mengi ya kuingia yameshindikana: kuingia kumefungwa. Jaribu tena baada ya saa %{time} (baada ya dakika %{smart_count}). |||| Majaribio mengi ya kuingia yameshindikana: kuingia kumefungwa. Jaribu tena baada ya saa %{time} (baada ya dakika %{smart_count}).',
    },
    secondFactor: {
      title: 'Thibitisha kuwa ni wewe',
      codeLabel: 'Msimbo kutoka programu yako ya uthibitisho',
      recoveryLabel: 'Msimbo wa dharura',
      useRecovery: 'Tumia msimbo wa dharura badala yake',
      useCode: 'Tumia msimbo wa programu ya uthibitisho',
      usePasskey: 'Tumia ufunguo wa siri (passkey)',
      verify: 'Endelea',
      enrolTitle: 'Ongeza uthibitisho wa pili',
      enrolIntro:
        'Jukumu lako linahitaji uthibitisho wa pili. Ongeza programu ya uthibitisho au ufunguo wa siri ili umalize kuingia.',
      addTotp: 'Ongeza programu ya uthibitisho',
      addPasskey: 'Ongeza ufunguo wa siri',
      scan: 'Changanua msimbo huu wa QR kwa programu yako ya uthibitisho, au andika ufunguo:',
      qrAlt: 'Msimbo wa QR wa programu yako ya uthibitisho',
      secretLabel: 'Ufunguo',
      nameLabel: 'Jina',
      totpName: 'Programu ya uthibitisho',
      passkeyName: 'Ufunguo wa siri',
      confirm: 'Thibitisha',
      recoveryTitle: 'Misimbo yako ya dharura',
      recoveryIntro:
        'Kila msimbo unafanya kazi mara moja ukipoteza uthibitisho wako wa pili. Ihifadhi mahali salama: inaonyeshwa sasa tu.',
      saved: 'Nimeihifadhi',
      passkeyFailed: 'Ufunguo wa siri haukutumika. Jaribu tena.',
    },
  },
};

export default sw;
