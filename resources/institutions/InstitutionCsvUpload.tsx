import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { institutionCsvTemplate } from '../../contract/institutions';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { CsvUploadResult } from '../../contract/institutions';
import { ResponseCodeError } from '../../providers/responses';
import { CsvFileInput, downloadCsv } from '../shared/csvFiles';
import { InstitutionCsvResultsDialog } from './InstitutionCsvResultsDialog';

/** At most what the server takes in one request (about 900 kB of text). */
const MAX_FILE_BYTES = 900_000;

/**
 * createProcuringEntityFromCSV: reads a .csv file, sends its text, and shows every row's outcome
 * (created, or why not). 'PE Uploaded successful' when rows were created.
 */
export function InstitutionCsvUpload() {
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
      <InstitutionCsvResultsDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
