import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryVersion } from '../activity/methods';
import { fieldLabel, quoted } from './historyText';

/** A version's fields as they were then beside today's values, the differing rows marked. */
export function VersionFieldTable({
  resource,
  fields,
}: {
  resource: string;
  fields: HistoryVersion['fields'];
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('zabuni.history.version.open')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('zabuni.history.version.field')}</TableCell>
          <TableCell>{translate('zabuni.history.version.then')}</TableCell>
          <TableCell>{translate('zabuni.history.version.now')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow
            key={field.field}
            sx={field.changed ? { backgroundColor: 'action.hover' } : undefined}
          >
            <TableCell component="th" scope="row">
              {fieldLabel(translate, resource, field.field)}
            </TableCell>
            <TableCell
              sx={{ fontWeight: field.changed ? 600 : undefined, wordBreak: 'break-word' }}
            >
              {quoted(translate, field.thenValue, field.field)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {quoted(translate, field.nowValue, field.field)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
