import { useMemo } from 'react';
import {
  useNotify,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Exporter,
} from 'react-admin';
import {
  fetchTemplate,
  fetchWorkbookExport,
  fetchWorkbookTemplate,
  uuidsOf,
  type ColumnLabels,
  type CsvImportTarget,
} from '../../providers/csvImportApi';
import { downloadFile } from './csvFiles';
import { fieldLabel } from './historyText';

/**
 * Excel workbooks of an importable list (issue 39 item 6): the server writes them (exceljs never
 * enters the browser's bundle); the browser gives the header's words in the person's language. The
 * list's columns are its template's (the server's one definition), each labelled as its screens
 * label the field.
 */

/** The labels of the list's file columns, read from its CSV template's header. */
export function useColumnLabels(target: CsvImportTarget | undefined, resource: string) {
  const translate = useTranslate();
  return useMemo(
    () => async (): Promise<ColumnLabels> => {
      if (!target) return {};
      const header = (await fetchTemplate(target)).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
      const columns = header.split(',').filter(Boolean);
      return Object.fromEntries(
        columns.map((column) => [column, fieldLabel(translate, resource, column)]),
      );
    },
    [target, resource, translate],
  );
}

/** Downloads the list's template as a workbook. */
export function useWorkbookTemplate(target: CsvImportTarget, resource: string) {
  const labels = useColumnLabels(target, resource);
  return async () =>
    downloadFile(`${resource}-template.xlsx`, await fetchWorkbookTemplate(target, await labels()));
}

/**
 * The exporter of "Excel" beside "Export" on an importable list (resources/shared/List.tsx): the
 * records react-admin's export read (the list's filters and order) as a workbook; a refusal in the
 * server's words. Undefined for a list that is not importable.
 */
export function useWorkbookExporter(): Exporter | undefined {
  const resource = useResourceContext() ?? '';
  const { options } = useResourceDefinition<{ csvImport?: CsvImportTarget }>();
  const target = options?.csvImport;
  const labels = useColumnLabels(target, resource);
  const notify = useNotify();
  return useMemo<Exporter | undefined>(
    () =>
      target &&
      (async (records) => {
        try {
          const blob = await fetchWorkbookExport(target, uuidsOf(records), await labels());
          downloadFile(`${resource}.xlsx`, blob);
        } catch (error) {
          notify('zabuni.csvImport.exportFailed', {
            type: 'error',
            messageArgs: { message: error instanceof Error ? error.message : String(error) },
          });
        }
      }),
    [target, labels, resource, notify],
  );
}
