import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { systemStatusValues, type SystemStatus } from '../../contract/settings';
import { fetchSystemStatus } from '../../providers/useSystemStatusGuard';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

/** Lets an administrator put the system under maintenance or lock it, with a note for users. */
export const SystemStatusPanel = () => {
  const { data: current } = useQuery({ queryKey: ['system-status'], queryFn: fetchSystemStatus });
  // The form starts from the saved status once it has loaded (keyed, so it restarts then).
  return current ? (
    <SystemStatusForm key={`${current.value}:${current.description}`} current={current} />
  ) : null;
};

const SystemStatusForm = ({ current }: { current: SystemStatus }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SystemStatus>(current);

  const save = useMutation({
    mutationFn: (systemStatus: SystemStatus) => dataProvider.updateSystemStatus({ systemStatus }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['system-status'], saved);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ mb: 2, mt: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('zabuni.systemStatus.title')}
        </Typography>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <TextField
            select
            label={translate('zabuni.systemStatus.value')}
            value={draft.value}
            onChange={(event) =>
              setDraft({ ...draft, value: event.target.value as SystemStatus['value'] })
            }
            sx={{ width: { xs: '100%', sm: 240 } }}
          >
            {systemStatusValues.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`zabuni.systemStatus.values.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('zabuni.systemStatus.description')}
            helperText={translate('zabuni.systemStatus.descriptionHint')}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ flex: 1, minWidth: 260 }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
