import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { incidentHandlingModes } from '../../contract/institutions';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { ResponseCodeError } from '../../providers/responses';
import { getCurrentUser } from '../../providers/session';

/**
 * setIncidentHandlingMode(handlingMethod): who handles the incidents the institution's users raise.
 * The operation acts on the caller's own institution, so the panel shows on that one's page only.
 */
export function IncidentHandlingPanel({ canChange }: { canChange: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const [isSaving, setSaving] = useState(false);
  if (!record || getCurrentUser()?.procuringEntity?.uuid !== record.uuid) return null;

  const change = async (mode: string) => {
    setSaving(true);
    try {
      await dataProvider.setIncidentHandlingMode({ handlingMethod: mode });
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      notify(error instanceof ResponseCodeError ? error.serverMessage : String(error), {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('zabuni.institutions.incidentHandling')}
        </Typography>
        <RadioGroup
          value={record.incidentHandlingMode}
          onChange={(event) => void change(event.target.value)}
        >
          {incidentHandlingModes.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              disabled={!canChange || isSaving}
              label={translate(`zabuni.institutions.incidentModes.${mode}`)}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
