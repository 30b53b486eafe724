import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Button,
  useCanAccess,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import { BULK_EDIT_MAX_ROWS } from '../../contract/bulkEdit';
import { BulkEditFieldChoice } from './BulkEditFieldChoice';
import { BulkEditReportView } from './BulkEditReport';
import type { ReferenceField } from './types';
import { useBulkEdit, type BulkEditRow } from './useBulkEdit';

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

/**
 * Bulk edit (issue 39 item 5): the selected rows' one field set to one value, after a confirmation;
 * each row is saved at the version the list read (bulkUpdateReferenceRecords), and the rows the
 * server refused (changed meanwhile, not allowed, gone) are listed by name with the reason.
 */
export function BulkEditButton({ fields }: { fields: ReferenceField[] }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { selectedIds, data = [] } = useListContext<BulkEditRow>();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const rows = data.filter((record) => selectedIds.includes(record.id));
  const edit = useBulkEdit(resource, fields, rows);
  const { source, value, step, report, field } = edit;
  if (!canAccess) return null;
  const fieldLabel = (f: ReferenceField) =>
    translate(f.label ?? `resources.${resource}.fields.${f.source}`, { _: f.source });
  const tooMany = rows.length > BULK_EDIT_MAX_ROWS;

  return (
    <>
      <Button label="zabuni.bulkEdit.button" onClick={() => edit.setOpen(true)}>
        <EditNoteIcon />
      </Button>
      <Dialog open={edit.isOpen} onClose={edit.close} fullWidth maxWidth="xs">
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
            <BulkEditFieldChoice
              fields={fields}
              fieldLabel={fieldLabel}
              source={source}
              onSourceChange={edit.setSource}
              value={value}
              onValueChange={edit.setValue}
            />
          ) : (
            <Typography>
              {translate('zabuni.bulkEdit.confirm', {
                field: field ? fieldLabel(field) : '',
                value: edit.shownValue,
                smart_count: rows.length,
              })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={edit.close}>
            {translate(report ? 'ra.action.close' : 'ra.action.cancel')}
          </MuiButton>
          {!report && !tooMany && step === 'choose' && (
            <MuiButton
              variant="contained"
              disabled={!field}
              onClick={() => edit.setStep('confirm')}
            >
              {translate('zabuni.bulkEdit.apply')}
            </MuiButton>
          )}
          {!report && step !== 'choose' && (
            <MuiButton
              variant="contained"
              disabled={step === 'saving'}
              onClick={() => void edit.apply()}
            >
              {translate('ra.action.confirm')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
