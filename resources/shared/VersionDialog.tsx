import {
  Alert,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { resourceOfEntity } from './historyText';
import { useRecordVersion } from './useRecordVersion';
import { VersionFieldTable } from './VersionFieldTable';

/**
 * One entry's version of a record (issue 39 item 3): every field as it was after the entry beside
 * today's value, the differing ones marked, and "Restore this version" where the person may edit
 * the record. The restore is the server's versioned save: refused when the record changed since the
 * dialog read it, then read again so the person sees what changed.
 */
export function VersionDialog(props: {
  entity: string;
  uuid: string;
  entryId: string;
  onClose(): void;
  onRestored(): void;
}) {
  const { entity, onClose } = props;
  const translate = useTranslate();
  const titleId = useId();
  const { version, date, why, saving, restore } = useRecordVersion(props);
  const [onlyChanged, setOnlyChanged] = useState(true);
  const fields = (version?.fields ?? []).filter((field) => !onlyChanged || field.changed);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('zabuni.history.version.title', {
          record: version?.recordLabel ?? translate('zabuni.history.thisRecord'),
          date,
        })}
      </DialogTitle>
      <DialogContent>
        {why && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(why)}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyChanged}
              onChange={(event) => setOnlyChanged(event.target.checked)}
            />
          }
          label={translate('zabuni.history.version.onlyChanged')}
        />
        {fields.length > 0 && (
          <VersionFieldTable resource={resourceOfEntity(entity)} fields={fields} />
        )}
      </DialogContent>
      <DialogActions>
        {version?.restorable && (
          <Button
            variant="contained"
            label="zabuni.history.version.restore"
            disabled={saving}
            onClick={() => void restore()}
          />
        )}
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
