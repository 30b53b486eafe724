import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../custom-pages/login/LoginPage';
import { SecondFactorNeeded } from '../../../providers/authApi';
import { i18nProvider } from '../../../providers/i18nProvider';
import { factorPaths } from '../../../providers/secondFactorApi';
import { sendWithStepUp, answerStepUps } from '../../../providers/stepUp';
import { buildTokens } from '../support/builders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const verifyUrl = `http://localhost:3000${factorPaths.verify}`;

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

describe("Sign In's second step", () => {
  it('asks for a code after the password, says when it is wrong, and signs in with the right one', async () => {
    const tokens = buildTokens();
    const sent: unknown[] = [];
    server.use(
      http.post(verifyUrl, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        return body.code === '123456'
          ? HttpResponse.json(tokens)
          : HttpResponse.json({ status: false, code: 9014, message: 'x' }, { status: 400 });
      }),
    );
    const pending = {
      step: 'SIGN_IN' as const,
      challenge: 'c'.repeat(43),
      methods: ['TOTP' as const, 'RECOVERY' as const],
    };
    const login = vi.fn(async (params: Record<string, unknown>) => {
      if ('username' in params) throw new SecondFactorNeeded(pending);
    });
    const user = renderLogin(login);
    await user.type(screen.getByLabelText('Email'), 'asha@example.go.tz');
    await user.type(screen.getByLabelText('Password'), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code or passkey was not accepted',
    );
    expect(login).toHaveBeenCalledTimes(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(login).toHaveBeenLastCalledWith({ tokens }));
    expect(sent).toEqual([
      { challenge: pending.challenge, method: 'TOTP', code: '000000' },
      { challenge: pending.challenge, method: 'TOTP', code: '123456' },
    ]);
  });

  it('switches to a recovery code', async () => {
    const pending = {
      step: 'SIGN_IN' as const,
      challenge: 'c'.repeat(43),
      methods: ['TOTP' as const, 'RECOVERY' as const],
    };
    const user = renderLogin(vi.fn(async () => Promise.reject(new SecondFactorNeeded(pending))));
    await user.type(screen.getByLabelText('Email'), 'asha@example.go.tz');
    await user.type(screen.getByLabelText('Password'), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  });
});

describe('step-up', () => {
  const refusal = () =>
    Response.json({ data: { activateUser: { code: 9013, data: { hasFactor: true } } } });
  const success = () => Response.json({ data: { activateUser: { code: 9000 } } });

  it('sends a refused operation again once the user has stepped up', async () => {
    const asked: boolean[] = [];
    const stop = answerStepUps(async (hasFactor) => (asked.push(hasFactor), true));
    const sendOnce = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(success());
    const answer = await sendWithStepUp(sendOnce);
    stop();
    expect(asked).toEqual([true]);
    expect(sendOnce).toHaveBeenCalledTimes(2);
    expect(await answer.json()).toEqual({ data: { activateUser: { code: 9000 } } });
  });

  it('keeps the refusal when the user cancels', async () => {
    const stop = answerStepUps(async () => false);
    const sendOnce = vi.fn().mockResolvedValueOnce(refusal());
    const answer = await sendWithStepUp(sendOnce);
    stop();
    expect(sendOnce).toHaveBeenCalledTimes(1);
    expect((await answer.json()).data.activateUser.code).toBe(9013);
  });
});
