import { Suspense } from 'react';
import { DialogContent, LinearProgress } from '@mui/material';
import type { Preloadable } from '../../providers/preloadable';
import { LoadFailedBoundary } from './LoadFailedBoundary';

interface Props<P extends object> {
  /** The dialog's inside (its title, content and actions), in a chunk of its own. */
  part: Preloadable<P>;
  /** What the progress bar says while the part downloads. */
  label: string;
  /** Closes the dialog when the part cannot be downloaded and the person gives up. */
  onCancel: () => void;
  props: P;
}

/**
 * A dialog's inside downloaded when the dialog first opens, so that a page does not carry the code
 * of every dialog it may open (issue 42: a list's CSV import and bulk edit, the app bar's search,
 * the second factor's step-up): a progress bar while it comes, and where it cannot come (offline,
 * a new release), Try again or Cancel in its place. The part draws its own DialogContent (and
 * title and actions where it has them). Put it in a MUI Dialog, which renders it only while open;
 * its button starts the download on hover or focus (`preload`).
 */
export function LazyDialogPart<P extends object>({ part, label, onCancel, props }: Props<P>) {
  return (
    <LoadFailedBoundary onRetry={() => preload(part)} onGiveUp={onCancel} inset>
      <Suspense
        fallback={
          <DialogContent>
            <LinearProgress aria-label={label} />
          </DialogContent>
        }
      >
        <part.Component {...props} />
      </Suspense>
    </LoadFailedBoundary>
  );
}

/** Starts a part's download ahead of its use; a failure shows when the part is drawn. */
export const preload = <P extends object>(part: Preloadable<P>) =>
  void part.start().catch(() => undefined);
