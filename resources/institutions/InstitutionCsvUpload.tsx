import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { institutionCsvTemplate } from '../../contract/institutions';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { CsvUploadResult } from '../../contract/institutions';
import { ResponseCodeError } from '../../providers/responses';
import { CsvFileInput, CsvOutcomeTable, downloadCsv } from '../shared/csvFiles';

/** At most what the server takes in one request (about 900 kB of text). */
const MAX_FILE_BYTES = 900_000;

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

  const upload = async (file: File) => {
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
      <CsvFileInput
        inputRef={input}
        maxBytes={MAX_FILE_BYTES}
        tooLarge="zabuni.institutions.csvTooLarge"
        onFile={(file) => void upload(file)}
      />
      <Button
        label="zabuni.institutions.uploadCsv"
        onClick={() => input.current?.click()}
        disabled={isUploading}
      >
        <UploadFileIcon />
      </Button>
      <Button
        label="zabuni.institutions.csvTemplate"
        onClick={() => downloadCsv('institutions-template.csv', institutionCsvTemplate)}
      >
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
              <CsvOutcomeTable
                columns={[
                  'zabuni.institutions.csvLine',
                  'resources.institutions.fields.name',
                  'zabuni.institutions.csvOutcome',
                ]}
                rows={result.rows.map((row) => ({
                  line: row.rowNumber,
                  record: row.name,
                  accepted: row.created,
                  outcome: row.created ? translate('zabuni.institutions.csvCreated') : row.error,
                }))}
              />
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
