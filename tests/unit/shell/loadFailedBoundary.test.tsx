import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { preloadable } from '../../../providers/preloadable';
import { LoadFailedBoundary } from '../../../src/shell/LoadFailedBoundary';

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
