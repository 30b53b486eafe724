import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/** Where a second signed-in tab is sent when the single-tab rule is on. */
export const MultiTabDeniedPage = () => {
  const translate = useTranslate();
  const [couldNotClose, setCouldNotClose] = useState(false);
  const close = () => {
    window.close();
    // Browsers only let scripts close tabs they opened; otherwise say how.
    setTimeout(() => setCouldNotClose(true), 300);
  };
  return (
    <PublicPageLayout title={translate('zabuni.multiTab.title')}>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.multiTab.body')}</Typography>
      {couldNotClose && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('zabuni.multiTab.closeByHand')}
        </Typography>
      )}
      <Button variant="contained" onClick={close}>
        {translate('ra.action.close')}
      </Button>
    </PublicPageLayout>
  );
};
