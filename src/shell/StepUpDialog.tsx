import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { preloadable } from '../../providers/preloadable';
import { LoadFailedBoundary } from '../../resources/shared/LoadFailedBoundary';
import { StepUpEnrolFirst } from './StepUpEnrolFirst';
import { useStepUpRequests } from './useStepUpRequests';

/** The code form and its text field, downloaded when a step-up is first asked for (issue 42). */
const codeForm = preloadable(() =>
  import('./StepUpCodeForm').then((module) => module.StepUpCodeForm),
);

/**
 * Step-up (issue 40): a sensitive operation the server refused for want of a recent second factor
 * waits here while the user presents one (code or passkey); then it is sent again. A user with no
 * factor is sent to account security to add one.
 */
export const StepUpDialog = () => {
  const translate = useTranslate();
  const { asked, request, close } = useStepUpRequests();

  return (
    <Dialog open={asked !== undefined} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="step-up-title">{translate('zabuni.secondFactor.title')}</DialogTitle>
      <DialogContent>
        {asked?.hasFactor === false ? (
          <StepUpEnrolFirst onClose={() => close(false)} />
        ) : (
          <LoadFailedBoundary
            onRetry={() => codeForm.start().catch(() => undefined)}
            onGiveUp={() => close(false)}
          >
            <Suspense
              fallback={<LinearProgress aria-label={translate('zabuni.secondFactor.title')} />}
            >
              <codeForm.Component key={request} onClose={close} />
            </Suspense>
          </LoadFailedBoundary>
        )}
      </DialogContent>
    </Dialog>
  );
};
