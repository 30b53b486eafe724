import { useListContext, useResourceContext, useTranslate } from 'react-admin';
import {
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

export interface BulkEditDialogProps {
  fields: ReferenceField[];
  onClose: () => void;
}

/**
 * The bulk edit dialog's inside (BulkEditButton opens it, downloaded then): the field and value,
 * the confirmation, and the rows the server refused, by name with the reason.
 */
export function BulkEditDialog({ fields, onClose }: BulkEditDialogProps) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { selectedIds, data = [] } = useListContext<BulkEditRow>();
  const rows = data.filter((record) => selectedIds.includes(record.id));
  const edit = useBulkEdit(resource, fields, rows, onClose);
  const { source, value, step, report, field } = edit;
  const fieldLabel = (f: ReferenceField) =>
    translate(f.label ?? `resources.${resource}.fields.${f.source}`, { _: f.source });
  const tooMany = rows.length > BULK_EDIT_MAX_ROWS;

  return (
    <>
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
        <MuiButton onClick={onClose}>
          {translate(report ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        {!report && !tooMany && step === 'choose' && (
          <MuiButton variant="contained" disabled={!field} onClick={() => edit.setStep('confirm')}>
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
    </>
  );
}
