import EditNoteIcon from '@mui/icons-material/EditNote';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
  Typography,
} from '@mui/material';
import { BULK_EDIT_MAX_ROWS, type BulkEditReport } from '../../contract/bulkEdit';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { tableOf } from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';
import { BulkEditReportView } from './BulkEditReport';
import type { ReferenceField } from './types';

/** The fields one value can be set on: plain text, numbers, yes/no and fixed choices, and active. */
export function bulkEditableFields(fields: ReferenceField[], activation: boolean) {
  const plain = fields.filter(
    (field) =>
      field.inForm !== false &&
      ['text', 'multiline', 'number', 'boolean', 'select', undefined].includes(field.kind),
  );
  const hasActive = plain.some((field) => field.source === 'active');
  return activation && !hasActive
    ? [...plain, { source: 'active', kind: 'boolean' } as ReferenceField]
    : plain;
}

type Row = RaRecord & { uuid?: string; version?: number; name?: string };

/** The value field for one kind of field: yes/no and choices as a select, numbers as numbers. */
function ValueInput({
  field,
  value,
  onChange,
}: {
  field: ReferenceField;
  value: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const common = {
    fullWidth: true,
    margin: 'dense' as const,
    label: translate('zabuni.bulkEdit.value'),
  };
  if (field.kind === 'boolean' || field.kind === 'select') {
    const choices =
      field.kind === 'boolean'
        ? [
            { id: 'true', name: 'zabuni.bulkEdit.yes' },
            { id: 'false', name: 'zabuni.bulkEdit.no' },
          ]
        : (field.choices ?? []);
    return (
      <TextField
        select
        {...common}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name, { _: choice.name })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      type={field.kind === 'number' ? 'number' : 'text'}
      multiline={field.kind === 'multiline'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: field.maxLength ?? 2000 } }}
    />
  );
}

/**
 * Bulk edit (issue 39 item 5): the selected rows' one field set to one value, after a confirmation;
 * each row is saved at the version the list read (bulkUpdateReferenceRecords), and the rows the
 * server refused (changed meanwhile, not allowed, gone) are listed by name with the reason.
 */
export function BulkEditButton({ fields }: { fields: ReferenceField[] }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { selectedIds, data = [] } = useListContext<Row>();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [isOpen, setOpen] = useState(false);
  const [source, setSource] = useState('');
  const [value, setValue] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm' | 'saving'>('choose');
  const [report, setReport] = useState<{ report: BulkEditReport; rows: Row[] }>();
  if (!canAccess) return null;
  const field = fields.find((candidate) => candidate.source === source);
  const rows = data.filter((record) => selectedIds.includes(record.id));
  const fieldLabel = (f: ReferenceField) =>
    translate(f.label ?? `resources.${resource}.fields.${f.source}`, { _: f.source });
  const shownValue =
    field?.kind === 'boolean'
      ? translate(value === 'true' ? 'zabuni.bulkEdit.yes' : 'zabuni.bulkEdit.no')
      : value;

  const close = () => {
    setOpen(false);
    setStep('choose');
    setReport(undefined);
  };
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
  const tooMany = rows.length > BULK_EDIT_MAX_ROWS;

  return (
    <>
      <Button label="zabuni.bulkEdit.button" onClick={() => setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate(report ? 'zabuni.bulkEdit.refusedTitle' : 'zabuni.bulkEdit.title', {
            smart_count: rows.length,
          })}
        </DialogTitle>
        <DialogContent>
          {report ? (
            <BulkEditReportView report={report.report} rows={report.rows} />
          ) : tooMany ? (
            <Typography color="error">
              {translate('zabuni.bulkEdit.tooMany', { smart_count: BULK_EDIT_MAX_ROWS })}
            </Typography>
          ) : step === 'choose' ? (
            <>
              <TextField
                select
                fullWidth
                margin="dense"
                label={translate('zabuni.bulkEdit.field')}
                value={source}
                onChange={(event) => {
                  setSource(event.target.value);
                  setValue('');
                }}
              >
                {fields.map((f) => (
                  <MenuItem key={f.source} value={f.source}>
                    {fieldLabel(f)}
                  </MenuItem>
                ))}
              </TextField>
              {field && <ValueInput field={field} value={value} onChange={setValue} />}
            </>
          ) : (
            <Typography>
              {translate('zabuni.bulkEdit.confirm', {
                field: field ? fieldLabel(field) : '',
                value: shownValue,
                smart_count: rows.length,
              })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>
            {translate(report ? 'ra.action.close' : 'ra.action.cancel')}
          </MuiButton>
          {!report && !tooMany && step === 'choose' && (
            <MuiButton variant="contained" disabled={!field} onClick={() => setStep('confirm')}>
              {translate('zabuni.bulkEdit.apply')}
            </MuiButton>
          )}
          {!report && step !== 'choose' && (
            <MuiButton
              variant="contained"
              disabled={step === 'saving'}
              onClick={() => void apply()}
            >
              {translate('ra.action.confirm')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
