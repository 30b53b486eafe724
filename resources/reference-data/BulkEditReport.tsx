import { useTranslate, type RaRecord } from 'react-admin';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BulkEditReport } from '../../contract/bulkEdit';
import { ResponseCode } from '../../contract/responseCodes';

/** The reason's translation key for a refusal's response code. */
const reasonKey = (code: number) =>
  ({
    [ResponseCode.STALE_VERSION]: 'stale',
    [ResponseCode.FORBIDDEN]: 'forbidden',
    [ResponseCode.NOT_FOUND]: 'notFound',
    [ResponseCode.DUPLICATE]: 'duplicate',
  })[code] ?? 'other';

/** The rows a bulk edit left as they were, each by its name and why. */
export function BulkEditReportView({
  report,
  rows,
}: {
  report: BulkEditReport;
  rows: (RaRecord & { uuid?: string; name?: string })[];
}) {
  const translate = useTranslate();
  const nameOf = (uuid: string) => {
    const row = rows.find((candidate) => String(candidate.uuid ?? candidate.id) === uuid);
    return row?.name ?? uuid;
  };
  return (
    <>
      <Typography>
        {translate('zabuni.bulkEdit.done', { smart_count: report.updated.length })}.{' '}
        {translate('zabuni.bulkEdit.refused', { smart_count: report.refused.length })}
      </Typography>
      <List dense aria-label={translate('zabuni.bulkEdit.refusedTitle')}>
        {report.refused.map((refusal) => (
          <ListItem key={refusal.uuid} disableGutters>
            <ListItemText
              primary={nameOf(refusal.uuid)}
              secondary={translate(`zabuni.bulkEdit.reasons.${reasonKey(refusal.code)}`)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
