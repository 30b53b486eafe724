import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { PageTitle } from '../../../resources/shared/PageTitle';
import { ShellFrame } from '../../../src/shell/ShellFrame';

/**
 * The signed-in frame drawn without react-admin's <Layout> (decision 193): a page's title reaches
 * the app bar, and a page that throws shows the error page until the address changes.
 */
const AppBar = () => (
  <header>
    <span id="react-admin-title" data-testid="app-bar-title" />
  </header>
);
const Menu = () => <nav>the menu</nav>;
const ErrorPage = () => {
  const navigate = useNavigate();
  return (
    <div role="alert">
      Something went wrong
      <button onClick={() => navigate('/other')}>Elsewhere</button>
    </div>
  );
};
const Thrower = () => {
  throw new Error('a page that fails');
};

const frame = (page: React.ReactNode) => (
  <AdminContext i18nProvider={i18nProvider}>
    <ShellFrame appBar={AppBar} menu={Menu} error={ErrorPage}>
      {page}
    </ShellFrame>
  </AdminContext>
);

describe('the shell frame', () => {
  it('puts a page title, translated, in the app bar', async () => {
    render(frame(<PageTitle title="zabuni.menu.home" />));
    expect(screen.getByText('the menu')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('app-bar-title')).toHaveTextContent('Home'));
    expect(document.getElementById('main-content')).not.toBeNull();
  });

  it('shows the error page for a page that throws, and the next page once the address changes', async () => {
    // React reports the caught error on the console; the page failing is what is tested.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      frame(
        <Routes>
          <Route path="/other" element={<p>the other page</p>} />
          <Route path="*" element={<Thrower />} />
        </Routes>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('the menu')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('the other page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    consoleError.mockRestore();
  });
});
