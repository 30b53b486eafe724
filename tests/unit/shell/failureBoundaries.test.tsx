import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { preloadable } from '../../../providers/preloadable';
import { AppErrorBoundary } from '../../../src/shell/AppErrorBoundary';
import { LoadFailedBoundary } from '../../../resources/shared/LoadFailedBoundary';
import { LazyDialogPart } from '../../../resources/shared/LazyDialogPart';
import { Dialog, DialogContent } from '@mui/material';

/**
 * A dialog's inside downloaded when first shown (decision 193): a download that fails (offline, a
 * new release) says so in the dialog, fetches again on Try again, and lets the person give up.
 */
describe('a part whose chunk could not be fetched', () => {
  it('says so in place, and Try again fetches it again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>the form</p>);
    const part = preloadable(load);
    const onGiveUp = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <p>the page</p>
        <LoadFailedBoundary onRetry={() => part.start().catch(() => undefined)} onGiveUp={onGiveUp}>
          <Suspense fallback={<p>loading</p>}>
            <part.Component />
          </Suspense>
        </LoadFailedBoundary>
      </AdminContext>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // The page around it stays.
    expect(screen.getByText('the page')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('the form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});

/**
 * A dialog whose inside comes when it opens (the list's CSV import and bulk edit, issue 42): a
 * progress bar while it downloads, its inside once in, and where the download fails Try again or
 * Cancel, which closes the dialog.
 */
describe('a dialog whose inside is downloaded when it opens', () => {
  it('shows a progress bar, then the inside with its props', async () => {
    let arrive: (component: (props: { name: string }) => React.ReactNode) => void = () => {};
    const part = preloadable(
      () => new Promise<(props: { name: string }) => React.ReactNode>((done) => (arrive = done)),
    );
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Dialog open>
          <LazyDialogPart part={part} label="Import" onCancel={() => {}} props={{ name: 'rows' }} />
        </Dialog>
      </AdminContext>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Import' })).toBeInTheDocument();
    arrive(({ name }) => <DialogContent>the {name}</DialogContent>);
    expect(await screen.findByText('the rows')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers Try again and Cancel when the download fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>the import</p>);
    const part = preloadable(load);
    const onCancel = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Dialog open>
          <LazyDialogPart part={part} label="Import" onCancel={onCancel} props={{}} />
        </Dialog>
      </AdminContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong!');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('the import')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});

/** The app's last line of defence (src/main.tsx): a render error anywhere below shows the cover. */
describe('an error no other boundary caught', () => {
  it('shows the cover with Try Again instead of a blank page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    render(
      <AppErrorBoundary>
        <p>the app</p>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong!');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('draws its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>the app</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
