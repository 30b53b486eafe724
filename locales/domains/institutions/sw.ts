import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of institutions/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    institutions: {
      registered: 'Taasisi imesajiliwa kwa Mafanikio',
      edited: 'Taasisi imehaririwa kwa Mafanikio',
      registrationCompleted: 'Taarifa za taasisi nunuzi zimesasishwa kwa Mafanikio',
      peRegistered: 'Taasisi nunuzi imesajiliwa kwa Mafanikio',
      uploaded: 'Taasisi nunuzi zimepakiwa kwa Mafanikio',
      activateFailed: 'Imeshindwa kuwezesha taarifa za taasisi',
      deactivateFailed: 'Imeshindwa kusitisha taarifa za taasisi',
      deleteFailed: 'Imeshindwa kufuta taarifa za taasisi',
      syncFailed: 'Imeshindwa kusawazisha taarifa za taasisi',
      fetchProblem: 'Tatizo limetokea kwenye taasisi nunuzi: %{message}',
      activate: 'Wezesha',
      deactivate: 'Sitisha',
      empty: 'Bado hakuna taasisi',
      completeRegistration: 'Kamilisha usajili',
      uploadCsv: 'Pakia CSV',
      csvTemplate: 'Kiolezo cha CSV',
      csvTooLarge: 'Faili ni kubwa mno: pakia isiyozidi kB 900 kwa wakati mmoja',
      csvResults: 'Taasisi zilizopakiwa',
      csvSummary: '%{created} zimeundwa, %{failed} hazikuundwa',
      csvLine: 'Mstari',
      csvOutcome: 'Matokeo',
      csvCreated: 'Imeundwa',
      sync: 'Sawazisha kutoka GISP',
      synced:
        'Zimesawazishwa kwa Mafanikio: taasisi %{total} kutoka GISP, %{created} zimeundwa, %{updated} zimesasishwa, %{skipped} zimerukwa',
      incidentHandling: 'Nani hushughulikia matukio yanayoripotiwa na watumiaji wenu',
      incidentModes: {
        PLATFORM: 'Dawati la msaada la mfumo',
        INSTITUTION: 'Wasimamizi wetu wenyewe',
      },
      fromRegister: 'Namba ya rejista ya GISP %{id}',
      noInstitution: 'Akaunti yako haimo katika taasisi yoyote.',
      codeRule: 'Herufi, tarakimu, nukta au vistari 2 hadi 30',
      websiteRule: 'Anwani ya tovuti inayoanza na https://',
    },
  },
  resources: {
    institutions: {
      name: 'Taasisi |||| Taasisi',
      fields: {
        name: 'Jina',
        code: 'Msimbo',
        categoryUuid: 'Kundi',
        categoryName: 'Kundi',
        isLowerLevel: 'Ngazi ya chini',
        parentUuid: 'Taasisi mama',
        parentName: 'Taasisi mama',
        registrationComplete: 'Usajili umekamilika',
        active: 'Inatumika',
        email: 'Barua pepe',
        phone: 'Simu',
        postalAddress: 'Anwani ya posta',
        physicalAddress: 'Mahali ilipo',
        website: 'Tovuti',
        incidentHandlingMode: 'Ushughulikiaji wa matukio',
        externalId: 'Rejista',
        createdAt: 'Iliundwa',
        q: 'Tafuta kwa jina',
      },
    },
  },
};

export default sw;
