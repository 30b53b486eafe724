import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useUnselectAll,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { BulkEditReport } from '../../contract/bulkEdit';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { tableOf } from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';
import type { ReferenceField } from './types';

export type BulkEditRow = RaRecord & { uuid?: string; version?: number; name?: string };

/**
 * Bulk edit's dialog state, as long as the open dialog (BulkEditDialog): the field and value
 * chosen, the step (choose, confirm, saving) and the rows the server refused. `apply` saves each row
 * at the version the list read, and closes the dialog when none was refused.
 */
export function useBulkEdit(
  resource: string,
  fields: ReferenceField[],
  rows: BulkEditRow[],
  close: () => void,
) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [source, setSource] = useState('');
  const [value, setValue] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm' | 'saving'>('choose');
  const [report, setReport] = useState<{ report: BulkEditReport; rows: BulkEditRow[] }>();
  const field = fields.find((candidate) => candidate.source === source);
  // The value as the confirmation shows it: yes/no in words.
  const shownValue =
    field?.kind === 'boolean'
      ? translate(value === 'true' ? 'zabuni.bulkEdit.yes' : 'zabuni.bulkEdit.no')
      : value;

  const apply = async () => {
    const descriptor = registeredResources().find((candidate) => candidate.name === resource);
    if (!descriptor || !field) return;
    setStep('saving');
    try {
      const answer = await dataProvider.bulkUpdateReferenceRecords({
        entity: tableOf(descriptor),
        field: field.source,
        value: value === '' ? null : value,
        records: rows.map((row) => ({
          uuid: String(row.uuid ?? row.id),
          version: row.version ?? 0,
        })),
      });
      notify('zabuni.bulkEdit.done', {
        type: answer.refused.length ? 'warning' : 'success',
        messageArgs: { smart_count: answer.updated.length },
      });
      if (answer.refused.length === 0) {
        unselectAll();
        close();
      } else setReport({ report: answer, rows });
    } catch (error) {
      notify('zabuni.bulkEdit.failed', {
        type: 'error',
        messageArgs: { message: (error as Error).message },
      });
      setStep('choose');
    } finally {
      refresh();
    }
  };
  return {
    source,
    setSource,
    value,
    setValue,
    step,
    setStep,
    report,
    field,
    shownValue,
    apply,
  };
}
