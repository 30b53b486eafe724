import { useState } from 'react';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { StageTimeForm, type StageTimeValue } from './StageTimeForm';
import { StageTimeRow } from './StageTimeRow';
import { useRemoveStageTime } from './useRemoveStageTime';

/**
 * A method's stages and the days from each stage to the next, shown under its row. Edits and deletes
 * send the version the list read: a time someone changed since is refused (9012) and shown anew.
 */
export const MethodStageTimes = () => {
  const method = useRecordContext<{ uuid: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
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
  const remove = useRemoveStageTime(queryKey);
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
            <StageTimeRow
              key={time.uuid}
              time={time}
              canWrite={canWrite}
              canDelete={canDelete}
              onEdit={setEditing}
              onDelete={() => remove.mutate(time)}
              isDeleting={remove.isPending}
            />
          ))}
        </TableBody>
      </Table>
      {editor}
    </>
  );
};
