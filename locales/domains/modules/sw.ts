import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of modules/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    modules: {
      tenderer: {
        title: 'Eneo la mzabuni',
        body: 'Zabuni, uwasilishaji na wasifu wa mzabuni si sehemu ya toleo hili.',
      },
      manufacturerHome: {
        title: 'Eneo la mtengenezaji',
        body: 'Eneo la mtengenezaji si sehemu ya toleo hili.',
      },
      app: {
        title: 'Mipango ya ununuzi ya mwaka',
        body: 'Skrini za mipango ya ununuzi ya mwaka si sehemu ya toleo hili.',
      },
      tenderInitiation: {
        title: 'Uanzishaji wa zabuni',
        body: 'Skrini za uanzishaji wa zabuni si sehemu ya toleo hili.',
      },
      embassys: { title: 'Eneo la ubalozi', body: 'Eneo la ubalozi si sehemu ya toleo hili.' },
      templateEditor: {
        title: 'Kihariri cha violezo',
        body: 'Kihariri cha violezo si sehemu ya toleo hili; violezo vya nyaraka vinahaririwa chini ya Violezo vya nyaraka.',
      },
      documentReader: { title: 'Kisoma nyaraka', body: 'Kisoma nyaraka si sehemu ya toleo hili.' },
      ipcSheet: {
        title: 'Hati ya malipo ya muda',
        body: 'Hati ya malipo ya muda si sehemu ya toleo hili.',
      },
      variationSheet: {
        title: 'Hati ya mabadiliko',
        body: 'Hati ya mabadiliko ya mkataba si sehemu ya toleo hili.',
      },
      peSelfRegistration: {
        title: 'Usajili wa taasisi',
        body: 'Kukamilisha taarifa za taasisi yako si sehemu ya toleo hili.',
      },
      welcome: 'Karibu, %{name}.',
      tendererRegistration: {
        title: 'Usajili wa mzabuni',
      },
      embassy: {
        title: 'Dashibodi ya ubalozi',
        body: 'Dashibodi ya ubalozi si sehemu ya toleo hili.',
      },
      manufacturer: {
        title: 'Uwasilishaji wa mtengenezaji',
        body: 'Umekubali mwaliko. Kuwasilisha kwa kura hii si sehemu ya toleo hili; kura na zabuni viko hapa chini.',
      },
    },
    moduleList: {
      uaa: { title: 'Watumiaji na ruhusa', about: 'Taasisi, watumiaji, majukumu na ruhusa.' },
      'tenderer-management': {
        title: 'Usimamizi wa wazabuni',
        about: 'Akaunti za wazabuni, wasifu na uhakiki wake.',
      },
      'app-management': {
        title: 'Mipango ya ununuzi ya mwaka',
        about: 'Mipango, kazi za kuidhinisha na kalenda ya mipango.',
      },
      'micro-value-procurement': {
        title: 'Ununuzi wa thamani ndogo',
        about: 'Manunuzi madogo na urejeshaji wake.',
      },
      'pre-qualification': {
        title: 'Uchaguzi wa awali',
        about: 'Kuwachuja wazabuni kabla ya zabuni.',
      },
      'tender-evaluation': {
        title: 'Tathmini ya zabuni',
        about: 'Tathmini ya zabuni na ripoti za tathmini.',
      },
      'post-qualification': {
        title: 'Uhakiki baada ya tathmini',
        about: 'Kumhakiki mzabuni aliyeshinda tathmini.',
      },
      negotiation: { title: 'Majadiliano', about: 'Mipango, mihtasari na ripoti za majadiliano.' },
      'tender-award': { title: 'Tuzo ya zabuni', about: 'Tuzo, mabadiliko na kufutwa kwake.' },
      'tender-board': { title: 'Bodi ya zabuni', about: 'Vikao na maamuzi ya bodi ya zabuni.' },
      'framework-agreement': {
        title: 'Mikataba ya mfumo',
        about: 'Mikataba ya mfumo na kazi zake.',
      },
      calloff: {
        title: 'Maagizo ya mikataba ya mfumo',
        about: 'Maagizo yanayotolewa chini ya mikataba ya mfumo.',
      },
      'contracts-management': {
        title: 'Usimamizi wa mikataba',
        about: 'Mikataba inayoendelea, malipo na mabadiliko.',
      },
      'contracts-creation': {
        title: 'Uandaaji wa mikataba',
        about: 'Kuandaa na kusaini mikataba.',
      },
      opening: { title: 'Ufunguzi wa zabuni', about: 'Ufunguzi wa wazi wa zabuni.' },
      'ppra-dashboard': {
        title: 'Dashibodi ya mdhibiti',
        about: 'Mtazamo wa mdhibiti wa ununuzi katika taasisi zote.',
      },
      'pe-dashboard': {
        title: 'Dashibodi ya taasisi nunuzi',
        about: 'Mtazamo wa taasisi kuhusu ununuzi wake.',
      },
      'pe-management': {
        title: 'Usimamizi wa taasisi nunuzi',
        about: 'Taarifa za taasisi, matawi na idara.',
      },
      'complaint-management': { title: 'Malalamiko', about: 'Malalamiko na rufaa za wazabuni.' },
      'pe-auditors': { title: 'Wakaguzi', about: 'Ufikiaji wa wakaguzi wa taasisi nunuzi.' },
      'government-supplier': {
        title: 'Huduma za serikali',
        about: 'Maagizo, hati za kupokelea na taarifa za uwasilishaji na watoa huduma wa serikali.',
      },
      'tender-initiation': {
        title: 'Uanzishaji wa zabuni',
        about: 'Maombi ya ununuzi, zabuni, ufafanuzi na maombi yake.',
      },
      'templates-management': { title: 'Violezo', about: 'Nyaraka sanifu na violezo vyake.' },
      'changes-management': {
        title: 'Maombi ya mabadiliko',
        about: 'Maombi ya kubadilisha taarifa zilizochapishwa.',
      },
      'communication-tool': {
        title: 'Mawasiliano',
        about: 'Ujumbe kati ya taasisi nunuzi na wazabuni.',
      },
      reports: { title: 'Ripoti', about: 'Ripoti za ununuzi.' },
      settings: { title: 'Mipangilio', about: 'Mipangilio ya taasisi na data za marejeo.' },
      bills: { title: 'Ankara', about: 'Ankara na malipo ya huduma za mfumo.' },
      'tender-lookup': { title: 'Utafutaji wa zabuni', about: 'Kutafuta zabuni zilizochapishwa.' },
      statistics: { title: 'Takwimu', about: 'Takwimu za ununuzi na mfumo.' },
      monitoring: { title: 'Ufuatiliaji', about: 'Ufuatiliaji wa ununuzi na mdhibiti.' },
      'shared-data': {
        title: 'Data za pamoja',
        about: 'Data za marejeo zinazotumiwa na taasisi zote.',
      },
      account: { title: 'Akaunti yangu', about: 'Akaunti yako na mipangilio yake.' },
      evaluation: { title: 'Timu za tathmini', about: 'Kazi za wajumbe wa kamati za tathmini.' },
    },
    modulePage: {
      notInRelease: 'Moduli hii si sehemu ya toleo hili.',
    },
  },
};

export default sw;
