import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../custom-pages/login/LoginPage';
import { i18nProvider } from '../../../providers/i18nProvider';
import { AuthApiError } from '../../../providers/authApi';

function renderLogin(login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
  };
  render(
    <MemoryRouter initialEntries={['/login']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <LoginPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Sign In', () => {
  it('enables Sign In only when email and password are both filled', async () => {
    const user = renderLogin(vi.fn());
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'asha@example.go.tz');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(submit).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    const user = renderLogin(vi.fn());
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows 'Logging in...' while waiting, and a failure stops the spinner and says why", async () => {
    let reject: (error: Error) => void = () => {};
    const login = vi.fn(() => new Promise<void>((_resolve, fail) => (reject = fail)));
    const user = renderLogin(login);
    await user.type(screen.getByLabelText('Email'), ' asha@example.go.tz ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Logging in...')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({
      username: 'asha@example.go.tz',
      password: 'wrong-password',
    });
    reject(new AuthApiError(401, 9008, 'Invalid email or password'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(screen.queryByText('Logging in...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says during a lockout that signing in is locked and when to try again', async () => {
    const login = vi.fn(() => Promise.reject(new AuthApiError(429, 9011, '', 14 * 60 + 5)));
    const user = renderLogin(login);
    await user.type(screen.getByLabelText('Email'), 'asha@example.go.tz');
    await user.type(screen.getByLabelText('Password'), 'the-right-password');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    // The time the lock ends, as the clock read between the click and the answer.
    const untilAt = (at: number) =>
      new Date(at + (14 * 60 + 5) * 1000).toLocaleTimeString('en', {
        hour: '2-digit',
        minute: '2-digit',
      });
    const said = [before, Date.now()].map(
      (at) =>
        `Too many failed sign-ins: signing in is locked. Try again after ${untilAt(at)} (in 15 minutes).`,
    );
    expect(said).toContain(alert.textContent);
  });

  it('says what any other failure is, never nothing', async () => {
    const user = renderLogin(vi.fn(() => Promise.reject(new Error('zabuni.errors.network'))));
    await user.type(screen.getByLabelText('Email'), 'asha@example.go.tz');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('links to Forgot password and to registration', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one now' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
