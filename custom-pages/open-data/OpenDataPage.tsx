import { useEffect, useState } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Alert, Button, CircularProgress, Divider, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { bulkFileUrl, fetchOpenDataIndex, type OpenDataIndex } from './openDataApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { PublishedPlans } from './PublishedPlans';

/**
 * Open data (/open-data, no sign-in): what the published annual procurement plans are, each as OCDS
 * JSON and as CSV, by institution and financial year, and the bulk file of every release.
 */
export const OpenDataPage = () => {
  const translate = useTranslate();
  const [index, setIndex] = useState<OpenDataIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    fetchOpenDataIndex().then(setIndex, () => setFailed(true));
  }, []);

  const download = (action: () => Promise<void>) => () => {
    setDownloadFailed(false);
    action().catch(() => setDownloadFailed(true));
  };

  return (
    <PublicPageLayout
      title={translate('zabuni.openData.title')}
      actions={<LocalesMenuButton />}
      wide
    >
      <Typography sx={{ mb: 1 }}>{translate('zabuni.openData.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.openData.about')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={bulkFileUrl}
          download
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('zabuni.openData.bulk')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('zabuni.openData.bulkAbout')}{' '}
        {index && (
          <>
            {translate('zabuni.openData.licence')}{' '}
            <Link href={index.license} target="_blank" rel="noopener">
              {index.license}
            </Link>
          </>
        )}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {failed && <Alert severity="error">{translate('zabuni.openData.failed')}</Alert>}
      {downloadFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('zabuni.openData.downloadFailed')}
        </Alert>
      )}
      {!index && !failed && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {index && index.plans.length === 0 && (
        <Typography>{translate('zabuni.openData.none')}</Typography>
      )}
      {index && <PublishedPlans plans={index.plans} onDownload={download} />}
    </PublicPageLayout>
  );
};
