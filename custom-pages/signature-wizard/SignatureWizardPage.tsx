import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Authenticated, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { hasCertificate } from './dsmsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { MyDetails } from './methods';
import { afterSigningRoute } from '../../providers/postLoginRoute';
import { useSystemStatusGuard } from '../../providers/useSystemStatusGuard';
import { PublicPageLayout } from '../PublicPageLayout';
import { SignatureRequestStep } from './SignatureRequestStep';
import { SignDocumentStep } from './SignDocumentStep';
import { documentSteps, firstIncompleteStep, type SigningProgress } from './wizardSteps';

async function loadProgress(
  dataProvider: ZabuniDataProvider,
): Promise<{ details: MyDetails; progress: SigningProgress }> {
  const details = await dataProvider.getMyDetails();
  return { details, progress: { ...details, hasCertificate: await hasCertificate(details.uuid) } };
}

const stepLabels = [
  'zabuni.signature.steps.welcome',
  'zabuni.signature.steps.signatureRequest',
  ...documentSteps.map((step) => step.labelKey),
];

/**
 * The first-login signature wizard (page pe-signature): five steps, each open only when the one
 * before is complete. Progress lives on the server, so a reload resumes where the user left off.
 */
const SignatureWizard = () => {
  const logout = useLogout();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  // The wizard is outside the signed-in layout, so it applies maintenance and lock itself.
  useSystemStatusGuard();
  const { data, error, refetch } = useQuery({
    queryKey: ['signing-progress'],
    queryFn: () => loadProgress(dataProvider),
    refetchOnWindowFocus: false,
  });
  const details = data?.details;
  const progress = data?.progress;
  const loadError = error ? error.message : null;
  const load = () => void refetch();

  const activeStep = progress ? firstIncompleteStep(progress) : 0;
  useEffect(() => {
    if (!details || activeStep < 5) return;
    const { route, message } = afterSigningRoute(details);
    if (message) notify(message, { type: 'info' });
    navigate(route, { replace: true });
  }, [activeStep, details, navigate, notify]);

  return (
    <PublicPageLayout
      title={translate('zabuni.signature.title')}
      wide
      // The wizard stands between sign-in and the app: one may still leave it and sign out.
      actions={
        <Button variant="text" onClick={() => logout()}>
          {translate('ra.auth.logout')}
        </Button>
      }
    >
      <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 3, overflowX: 'auto' }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {loadError && <Alert severity="error">{translate(loadError, { _: loadError })}</Alert>}
      {!progress || !details ? (
        !loadError && (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )
      ) : activeStep === 1 ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {translate('zabuni.signature.welcome', { name: details.fullName })}
          </Typography>
          <SignatureRequestStep
            user={details}
            hasCertificate={progress.hasCertificate}
            onDone={load}
          />
        </>
      ) : activeStep >= 2 && activeStep <= 4 ? (
        <SignDocumentStep
          key={activeStep}
          user={details}
          step={documentSteps[activeStep - 2]}
          onDone={load}
        />
      ) : (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      )}
    </PublicPageLayout>
  );
};

export const SignatureWizardPage = () => (
  <Authenticated>
    <SignatureWizard />
  </Authenticated>
);
