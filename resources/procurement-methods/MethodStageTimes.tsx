import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useLocalText } from '../reference-data/localName';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { StageTime } from './methods';
import { staleVersionOf } from '../../providers/responses';
import { StageTimeForm, type StageTimeValue } from './StageTimeForm';

/**
 * A method's stages and the days from each stage to the next, shown under its row. Edits and deletes
 * send the version the list read: a time someone changed since is refused (9012) and shown anew.
 */
export const MethodStageTimes = () => {
  const method = useRecordContext<{ uuid: string }>();
  const translate = useTranslate();
  // Stage names in the page's language (the Swahili name on a Swahili page).
  const stageName = useLocalText('name');
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canDelete } = useCanAccess({
    resource: 'procurement-methods',
    action: 'delete',
  });
  const { canAccess: canWrite } = useCanAccess({ resource: 'procurement-methods', action: 'edit' });
  /** The time being edited, a new one ('new'), or none. */
  const [editing, setEditing] = useState<StageTimeValue | 'new' | null>(null);
  const queryKey = ['stage-times', method?.uuid];
  const { data, isPending } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getStageToStageTimeByProcurementMethodUuid({ uuid: method!.uuid }),
    enabled: !!method,
  });
  const remove = useMutation({
    mutationFn: ({ uuid, version }: StageTime) =>
      dataProvider.deleteProcurementStageToStageTime({ uuid, version }),
    onSuccess: () => {
      notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error: Error) => {
      notify(error.message, { type: 'error' });
      if (staleVersionOf(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  if (isPending) return <LinearProgress />;
  const editor =
    editing && method ? (
      <StageTimeForm
        key={editing === 'new' ? 'new' : editing.uuid}
        methodUuid={method.uuid}
        initial={editing === 'new' ? undefined : editing}
        queryKey={queryKey}
        onDone={() => setEditing(null)}
      />
    ) : (
      canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {translate('zabuni.appReference.methods.addTime')}
        </Button>
      )
    );
  if (!data?.length) {
    return (
      <>
        <Typography color="text.secondary">{translate('zabuni.stages.none')}</Typography>
        {editor}
      </>
    );
  }
  return (
    <>
      <Table size="small" aria-label={translate('zabuni.stages.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('zabuni.stages.from')}</TableCell>
            <TableCell>{translate('zabuni.stages.type')}</TableCell>
            <TableCell>{translate('zabuni.stages.to')}</TableCell>
            <TableCell align="right">{translate('zabuni.stages.days')}</TableCell>
            {(canDelete || canWrite) && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((time) => (
            <TableRow key={time.uuid}>
              <TableCell>{stageName(time.currentStage)}</TableCell>
              <TableCell>{time.currentStage.procurementStageTypeEnum}</TableCell>
              <TableCell>{stageName(time.nextStage)}</TableCell>
              <TableCell align="right">{time.days}</TableCell>
              {(canDelete || canWrite) && (
                <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
                  {canWrite && (
                    <IconButton
                      aria-label={translate('zabuni.appReference.methods.editTime', {
                        from: time.currentStage.name,
                      })}
                      onClick={() =>
                        setEditing({
                          uuid: time.uuid,
                          currentStageUuid: time.currentStage.uuid,
                          nextStageUuid: time.nextStage.uuid,
                          days: time.days,
                          version: time.version,
                        })
                      }
                      size="small"
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={translate('zabuni.stages.deleteTime', {
                        from: time.currentStage.name,
                      })}
                      onClick={() => remove.mutate(time)}
                      disabled={remove.isPending}
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editor}
    </>
  );
};
