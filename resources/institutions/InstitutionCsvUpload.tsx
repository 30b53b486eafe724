import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { institutionCsvTemplate } from '../../contract/institutions';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import type { CsvUploadResult } from '../../contract/institutions';
import { ResponseCodeError } from '../../providers/responses';

/** At most what the server takes in one request (about 900 kB of text). */
const MAX_FILE_BYTES = 900_000;

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([institutionCsvTemplate], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'institutions-template.csv',
  });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * createProcuringEntityFromCSV: reads a .csv file, sends its text, and shows every row's outcome
 * (created, or why not). 'PE Uploaded successful' when rows were created.
 */
export function InstitutionCsvUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<CsvUploadResult | null>(null);
  const [isUploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      notify('zabuni.institutions.csvTooLarge', { type: 'error' });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await dataProvider.createProcuringEntityFromCSV({
        csvContent: await file.text(),
        fileName: file.name,
      });
      setResult(uploaded);
      if (uploaded.created > 0) notify('zabuni.institutions.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notify('zabuni.institutions.fetchProblem', {
        type: 'error',
        messageArgs: {
          message: error instanceof ResponseCodeError ? error.serverMessage : String(error),
        },
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => void upload(e)}
      />
      <Button
        label="zabuni.institutions.uploadCsv"
        onClick={() => input.current?.click()}
        disabled={isUploading}
      >
        <UploadFileIcon />
      </Button>
      <Button label="zabuni.institutions.csvTemplate" onClick={downloadTemplate}>
        <DownloadIcon />
      </Button>
      <Dialog open={result !== null} onClose={() => setResult(null)} maxWidth="md" fullWidth>
        <DialogTitle>{translate('zabuni.institutions.csvResults')}</DialogTitle>
        <DialogContent>
          {result && (
            <>
              <Alert severity={result.failed === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
                {translate('zabuni.institutions.csvSummary', {
                  created: result.created,
                  failed: result.failed,
                })}
              </Alert>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('zabuni.institutions.csvLine')}</TableCell>
                    <TableCell>{translate('resources.institutions.fields.name')}</TableCell>
                    <TableCell>{translate('zabuni.institutions.csvOutcome')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.rows.map((row) => (
                    <TableRow key={row.rowNumber}>
                      <TableCell>{row.rowNumber}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>
                        <Typography
                          variant="body2"
                          color={row.created ? 'success.main' : 'error.main'}
                        >
                          {row.created ? translate('zabuni.institutions.csvCreated') : row.error}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setResult(null)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
