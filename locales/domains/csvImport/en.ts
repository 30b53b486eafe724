import type { LocaleFragment } from '../../mergeMessages';

/** Texts of the CSV import dialog every importable list offers (decision 104). */
const en: LocaleFragment = {
  zabuni: {
    csvImport: {
      button: 'Import',
      title: 'Import %{name} from a CSV or Excel file',
      limits:
        'A CSV file (UTF-8, comma-separated) or an Excel workbook (.xlsx: its sheet named like the template, else its first) whose first row names the columns, at most 10 MB and 100,000 rows. Download a template for the columns of the form.',
      template: 'Download template',
      chooseFile: 'Choose a CSV or Excel file',
      checking: 'Checking %{rows} rows of %{file}…',
      importing: 'Importing %{rows} rows of %{file}…',
      previewSummary: '%{total} rows: %{created} to create, %{refused} refused',
      reportSummary: '%{created} created, %{refused} refused',
      importValid: 'Import the valid rows',
      downloadReport: 'Download report',
      onlyRefused: 'Only refused rows',
      line: 'Line',
      record: 'Record',
      result: 'Result',
      valid: 'Valid',
      outcomes: {
        create: 'Will be created',
        refused: 'Refused',
        created: 'Created',
      },
      moreRows: '%{count} more rows are in the report',
      tooLarge: 'The file is larger than 10 MB: split it',
      failed: 'The file could not be imported: %{message}',
      exportFailed: 'The list could not be exported: %{message}',
      importedFrom: 'Imported from the file %{file}',
      done: 'Imported Successfully: %{created} created',
      // Excel both ways (issue 39): the same import, export and template as workbooks.
      excel: 'Excel',
      templateExcel: 'Excel template',
      checkingWorkbook: 'Checking the rows of %{file}…',
      importingWorkbook: 'Importing the rows of %{file}…',
    },
  },
};

export default en;
