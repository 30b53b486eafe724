import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of csvImport/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    csvImport: {
      button: 'Ingiza',
      title: 'Ingiza %{name} kutoka faili la CSV au Excel',
      limits:
        'Faili la CSV (UTF-8, linalotenganishwa kwa koma) au kitabu cha Excel (.xlsx: karatasi yenye jina la kiolezo, au ya kwanza) ambalo mstari wake wa kwanza unataja safu, lisilozidi MB 10 na mistari 100,000. Pakua kiolezo kupata safu za fomu.',
      template: 'Pakua kiolezo',
      chooseFile: 'Chagua faili la CSV au Excel',
      checking: 'Inakagua mistari %{rows} ya %{file}…',
      importing: 'Inaingiza mistari %{rows} ya %{file}…',
      previewSummary: 'Mistari %{total}: %{created} itaundwa, %{refused} imekataliwa',
      reportSummary: '%{created} zimeundwa, %{refused} zimekataliwa',
      importValid: 'Ingiza mistari sahihi',
      downloadReport: 'Pakua ripoti',
      onlyRefused: 'Mistari iliyokataliwa tu',
      line: 'Mstari',
      record: 'Rekodi',
      result: 'Matokeo',
      valid: 'Sahihi',
      outcomes: {
        create: 'Itaundwa',
        refused: 'Imekataliwa',
        created: 'Imeundwa',
      },
      moreRows: 'Mistari mingine %{count} iko kwenye ripoti',
      tooLarge: 'Faili ni kubwa kuliko MB 10: ligawanye',
      failed: 'Faili halikuweza kuingizwa: %{message}',
      exportFailed: 'Orodha haikuweza kuhamishwa: %{message}',
      importedFrom: 'Imeingizwa kutoka faili %{file}',
      done: 'Imeingizwa kwa Mafanikio: %{created} zimeundwa',
      excel: 'Excel',
      templateExcel: 'Kiolezo cha Excel',
      checkingWorkbook: 'Inakagua mistari ya %{file}…',
      importingWorkbook: 'Inaingiza mistari ya %{file}…',
    },
  },
};

export default sw;
