import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type TableProps,
} from '@mui/material';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CSV_BOM } from '../../providers/csvExport';
import { downloadFile } from '../../providers/fileDownloads';

/** Saves text as a .csv file the browser downloads under `name`, with a byte order mark for Excel. */
export function downloadCsv(name: string, text: string) {
  downloadFile(name, new Blob([`${CSV_BOM}${text}`], { type: 'text/csv;charset=utf-8' }));
}

/**
 * The hidden picker of one .csv file (`inputRef.current.click()` opens it): a file larger than
 * `maxBytes` is refused with the `tooLarge` notice, any other is handed to `onFile`.
 */
export function CsvFileInput({
  inputRef,
  maxBytes,
  tooLarge,
  onFile,
  accept = '.csv,text/csv',
  ...props
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The kinds of file offered: CSV unless told (the list import also takes .xlsx). */
  accept?: string;
  maxBytes: number;
  tooLarge: string;
  onFile(file: File): void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'aria-label'> & { 'data-testid'?: string }) {
  const notify = useNotify();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      notify(tooLarge, { type: 'error' });
      return;
    }
    onFile(file);
  };
  return <input ref={inputRef} type="file" accept={accept} hidden {...props} onChange={choose} />;
}

/** One line of a CSV file as the results say it: accepted (green) or refused (red), and why. */
export interface CsvOutcomeRow {
  line: number;
  record: ReactNode;
  accepted: boolean;
  outcome: ReactNode;
}

/** The lines of a CSV file, each with its record and its outcome; `columns` are the three headers' keys. */
export function CsvOutcomeTable({
  columns,
  rows,
  ...props
}: {
  columns: [line: string, record: string, outcome: string];
  rows: CsvOutcomeRow[];
} & Pick<TableProps, 'aria-label'>) {
  const translate = useTranslate();
  return (
    <Table size="small" {...props}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.record}</TableCell>
            <TableCell>
              <Typography variant="body2" color={row.accepted ? 'success.main' : 'error.main'}>
                {row.outcome}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
