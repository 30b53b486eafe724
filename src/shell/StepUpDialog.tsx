import { useTranslate } from 'react-admin';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { StepUpCodeForm } from './StepUpCodeForm';
import { StepUpEnrolFirst } from './StepUpEnrolFirst';
import { useStepUpRequests } from './useStepUpRequests';

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
          <StepUpCodeForm key={request} onClose={close} />
        )}
      </DialogContent>
    </Dialog>
  );
};
