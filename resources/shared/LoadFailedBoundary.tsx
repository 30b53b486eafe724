import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';
import { FailureBoundary } from './FailureBoundary';

interface Props {
  children: ReactNode;
  /** Asks for the part's chunk again (its preloadable's start). */
  onRetry: () => unknown;
  /** What the person can do instead of trying again (close the dialog, cancel the step-up). */
  onGiveUp?: () => void;
  /** Padded as a dialog's content is: the part was a whole dialog's inside (LazyDialogPart). */
  inset?: boolean;
}

/**
 * Around a part downloaded when first shown (a dialog's inside): when its chunk cannot be fetched
 * (offline, or a new release replaced it), the part says so in place with Try again, which asks for
 * it again (onRetry) and draws it, instead of the failure taking the page down.
 */
export const LoadFailedBoundary = ({ children, onRetry, onGiveUp, inset }: Props) => (
  <FailureBoundary
    fallback={(retry) => (
      <LoadFailed
        onRetry={() => {
          onRetry();
          retry();
        }}
        onGiveUp={onGiveUp}
        inset={inset}
      />
    )}
  >
    {children}
  </FailureBoundary>
);

const LoadFailed = ({ onRetry, onGiveUp, inset }: Omit<Props, 'children'>) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', boxSizing: 'border-box', p: inset ? 3 : 0 }}>
      <Alert severity="error">{translate('zabuni.cover.error')}</Alert>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        {onGiveUp && <Button onClick={onGiveUp}>{translate('ra.action.cancel')}</Button>}
        <Button variant="contained" onClick={onRetry}>
          {translate('zabuni.cover.tryAgain')}
        </Button>
      </Box>
    </Box>
  );
};
