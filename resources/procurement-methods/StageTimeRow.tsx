import { useTranslate } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, TableCell, TableRow } from '@mui/material';
import type { StageTime } from './methods';
import { useLocalText } from '../reference-data/localName';
import type { StageTimeValue } from './StageTimeForm';

/** One stage-to-stage time: its stages, the days, and Edit and Delete for those who may. */
export const StageTimeRow = ({
  time,
  canWrite,
  canDelete,
  onEdit,
  onDelete,
  isDeleting,
}: {
  time: StageTime;
  canWrite?: boolean;
  canDelete?: boolean;
  onEdit(value: StageTimeValue): void;
  onDelete(): void;
  isDeleting: boolean;
}) => {
  const translate = useTranslate();
  // Stage names in the page's language (the Swahili name on a Swahili page).
  const stageName = useLocalText('name');
  return (
    <TableRow>
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
                onEdit({
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
              onClick={onDelete}
              disabled={isDeleting}
              size="small"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </TableCell>
      )}
    </TableRow>
  );
};
