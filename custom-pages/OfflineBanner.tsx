import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** "You're offline. Check your connection." while the browser has no network. */
export const OfflineBanner = () => {
  const translate = useTranslate();
  // Prerendered (scripts/firstPaint.ts) as online.
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (isOnline) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ width: '100%', maxWidth: 420, mb: 2 }}>
      {translate('zabuni.onboarding.offline')}
    </Alert>
  );
};
