import { useTranslate } from 'react-admin';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { preloadable } from '../../providers/preloadable';
import { LazyDialogPart } from '../../resources/shared/LazyDialogPart';
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
      {asked?.hasFactor === false ? (
        <DialogContent>
          <StepUpEnrolFirst onClose={() => close(false)} />
        </DialogContent>
      ) : (
        <LazyDialogPart
          key={request}
          part={codeForm}
          label={translate('zabuni.secondFactor.title')}
          onCancel={() => close(false)}
          props={{ onClose: close }}
        />
      )}
    </Dialog>
  );
};
