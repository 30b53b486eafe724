import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Typography,
  type SxProps,
} from '@mui/material';
import { OfflineBanner } from './OfflineBanner';
import { useDocumentTitle } from './useDocumentTitle';

/** A screen of its own, without the app's shell: its content in a column, centred both ways. */
export const centredScreen = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/**
 * The frame of every public page: product name, a centred card, optional top-right actions (the
 * language choice), and the offline banner when the connection drops.
 */
export const PublicPageLayout = ({
  title,
  actions,
  wide = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** For pages with documents or steps: a wider card. */
  wide?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  useDocumentTitle(title);
  const maxWidth = wide ? 860 : 420;
  return (
    <Box component="main" sx={{ ...centredScreen, bgcolor: 'grey.100', px: 2, py: 4 }}>
      <Box sx={{ width: '100%', maxWidth, display: 'flex', alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {translate('zabuni.appName')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('zabuni.tagline')}
          </Typography>
        </Box>
        {actions}
      </Box>
      <OfflineBanner />
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

/**
 * A public form's submit button, the width of the card; while busy it spins, followed by what is
 * happening ('Logging in...') where the page says it.
 */
export const SubmitButton = ({
  label,
  busy,
  busyLabel,
  disabled,
  sx,
}: {
  label: string;
  busy: boolean;
  busyLabel?: string;
  disabled: boolean;
  sx?: SxProps;
}) => (
  <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} sx={sx}>
    {busy && busyLabel && (
      <>
        <CircularProgress size={20} color="inherit" sx={{ mr: 1 }} />
        {busyLabel}
      </>
    )}
    {busy && !busyLabel && <CircularProgress size={20} color="inherit" />}
    {!busy && label}
  </Button>
);

/** The line under a public form that leads to another public page ('No account? Create one'). */
export const FooterLink = ({ text, to, label }: { text?: string; to: string; label: string }) => (
  <Typography sx={{ mt: 3, textAlign: 'center' }}>
    {text && `${text} `}
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  </Typography>
);
