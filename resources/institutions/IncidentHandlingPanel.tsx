import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { incidentHandlingModes } from '../../contract/institutions';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { getCurrentUser } from '../../providers/session';
import { useServerAction } from '../shared/useServerAction';
import { useNotifyServerReason } from './useNotifyServerReason';

/**
 * setIncidentHandlingMode(handlingMethod): who handles the incidents the institution's users raise.
 * The operation acts on the caller's own institution, so the panel shows on that one's page only.
 */
export function IncidentHandlingPanel({ canChange }: { canChange: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { run: change, isSaving } = useServerAction({
    call: (mode: string) => dataProvider.setIncidentHandlingMode({ handlingMethod: mode }),
    success: 'ra.notification.updated',
    successArgs: () => ({ smart_count: 1 }),
    onFailure: useNotifyServerReason(),
  });
  if (!record || getCurrentUser()?.procuringEntity?.uuid !== record.uuid) return null;

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('zabuni.institutions.incidentHandling')}
        </Typography>
        <RadioGroup
          value={record.incidentHandlingMode}
          onChange={(event) => change(event.target.value)}
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
