import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { PublicPageLayout } from '../PublicPageLayout';

/**
 * The page of an emailed link: a spinner while the server checks the token, then the outcome's
 * heading and message, and a Home link.
 */
export const TokenLinkResult = ({
  isLoading,
  isSuccess,
  heading,
  message,
  children,
}: {
  isLoading: boolean;
  isSuccess: boolean;
  heading: string;
  message?: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  if (isLoading) {
    return (
      <PublicPageLayout
        title={translate('zabuni.tokenLinks.checking')}
        actions={<LocalesMenuButton />}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status">
          <CircularProgress aria-label={translate('zabuni.tokenLinks.checking')} />
        </Box>
      </PublicPageLayout>
    );
  }
  const Icon = isSuccess ? CheckCircleOutline : ErrorOutline;
  return (
    <PublicPageLayout title={heading} actions={<LocalesMenuButton />}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3 }}>
        <Icon color={isSuccess ? 'success' : 'error'} sx={{ mt: 0.25 }} />
        <Typography>{message}</Typography>
      </Box>
      {children}
      <Button component={RouterLink} to="/" variant="outlined">
        {translate('zabuni.tokenLinks.home')}
      </Button>
    </PublicPageLayout>
  );
};
