import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { staleVersionOf } from '../../providers/responses';

export interface StageTimeValue {
  uuid?: string;
  currentStageUuid: string;
  nextStageUuid: string;
  days: number;
  /** The version of the time being edited (decision 103). */
  version?: number;
}

/** One of the two stages of a time, chosen among all procurement stages. */
const StageSelect = ({
  label,
  stages,
  value,
  onChange,
}: {
  label: string;
  stages: { id: string; name: string }[];
  value: string;
  onChange(stageUuid: string): void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {stages.map((stage) => (
        <MenuItem key={stage.id} value={stage.id}>
          {stage.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Adds a stage-to-stage time to a method or edits one: the stage it starts at, the later stage it
 * leads to and the days allowed. The server refuses a pair the method already has, or a next stage
 * that does not come later, with its own message; an edit is based on the version read, and a time
 * someone changed since is refused (9012) and the list shows it as it is now.
 */
export const StageTimeForm = ({
  methodUuid,
  initial,
  queryKey,
  onDone,
}: {
  methodUuid: string;
  initial?: StageTimeValue;
  queryKey: unknown[];
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  const { data: stages = [] } = useGetList('procurement-stages', {
    pagination: { page: 1, perPage: 200 },
  });
  const [value, setValue] = useState<StageTimeValue>(
    initial ?? { currentStageUuid: '', nextStageUuid: '', days: 7 },
  );
  const save = useMutation({
    mutationFn: () =>
      dataProvider.createUpdateProcurementStageToStageTime({
        stageToStageTime: { ...value, procurementMethodUuid: methodUuid },
      }),
    onSuccess: () => {
      notify(initial ? 'ra.notification.updated' : 'ra.notification.created', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      void queryClient.invalidateQueries({ queryKey });
      onDone();
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      if (staleVersionOf(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const complete = value.currentStageUuid && value.nextStageUuid && value.days >= 0;
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <StageSelect
        label="zabuni.stages.from"
        stages={stages}
        value={value.currentStageUuid}
        onChange={(currentStageUuid) => setValue({ ...value, currentStageUuid })}
      />
      <StageSelect
        label="zabuni.stages.to"
        stages={stages}
        value={value.nextStageUuid}
        onChange={(nextStageUuid) => setValue({ ...value, nextStageUuid })}
      />
      <TextField
        type="number"
        size="small"
        label={translate('zabuni.stages.days')}
        value={value.days}
        slotProps={{ htmlInput: { min: 0, max: 365 } }}
        onChange={(event) => setValue({ ...value, days: Number(event.target.value) })}
        sx={{ width: 100 }}
      />
      <Button
        variant="contained"
        size="small"
        disabled={!complete || save.isPending}
        onClick={() => save.mutate()}
      >
        {translate('zabuni.appReference.methods.saveTime')}
      </Button>
      <Button size="small" onClick={onDone}>
        {translate('zabuni.appReference.methods.cancel')}
      </Button>
    </Stack>
  );
};
