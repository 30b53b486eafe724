import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordStrength } from '../../../contract/passwordStrength';
import { CreatePasswordPage } from '../../../custom-pages/onboarding/CreatePasswordPage';
import { ForgotPasswordPage } from '../../../custom-pages/onboarding/ForgotPasswordPage';
import { OtpVerifyPage } from '../../../custom-pages/onboarding/OtpVerifyPage';
import { RegisterPage } from '../../../custom-pages/onboarding/RegisterPage';
import {
  defaultCountry,
  isBlockedPhoneKey,
  normalizePhoneInput,
  stripTags,
} from '../../../custom-pages/onboarding/phone';
import { internationalPhone, listCountries } from '../../../custom-pages/onboarding/phoneNumbers';
import {
  rememberResetEmail,
  resetLockSecondsLeft,
} from '../../../custom-pages/onboarding/resetEmailLock';
import { ProfileRequestPage } from '../../../custom-pages/token-links/ProfileRequestPage';
import { shortenFileName } from '../../../custom-pages/token-links/InvitationProofField';
import { i18nProvider } from '../../../providers/i18nProvider';
import type {
  StrengthAnswer,
  StrengthRequest,
} from '../../../custom-pages/onboarding/passwordStrength.worker';

/**
 * jsdom has no Worker: this one answers the strength worker's messages in this thread, with the
 * real scorer (the e2e suite runs the real worker in Chromium).
 */
class InThreadStrengthWorker {
  onmessage: ((event: { data: StrengthAnswer }) => void) | null = null;
  postMessage({ id, password }: StrengthRequest) {
    queueMicrotask(() => this.onmessage?.({ data: { id, strength: passwordStrength(password) } }));
  }
}
vi.stubGlobal('Worker', InThreadStrengthWorker);

const api = (path: string) => `http://localhost:3000/zabuni-uaa/auth/${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const envelope = (
  status: boolean,
  message: string,
  data: unknown = null,
  code = status ? 9000 : 9001,
) => HttpResponse.json({ status, code, message, data });

/** Shows where the page sent the person. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};

function renderAt(path: string, route: string, element: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the phone box rules', () => {
  it('keeps digits, trims over 10 to the last 9, flags over 15 and blocks e and the decimal point', () => {
    expect(normalizePhoneInput('0712 345-678')).toEqual({ digits: '0712345678', isTooLong: false });
    expect(normalizePhoneInput('+255712345678')).toEqual({ digits: '712345678', isTooLong: false });
    expect(normalizePhoneInput('1234567890123456').isTooLong).toBe(true);
    expect(['e', 'E', '.', 'Decimal'].every(isBlockedPhoneKey)).toBe(true);
    expect(isBlockedPhoneKey('7')).toBe(false);
    expect(internationalPhone('TZ', '0712345678')).toBe('+255712345678');
    expect(internationalPhone('TZ', '712345678')).toBe('+255712345678');
    expect(internationalPhone('TZ', '12345')).toBeUndefined();
    expect(stripTags('<b>asha</b>@mail.go.tz')).toBe('asha@mail.go.tz');
  });

  it('shows before the phone-number library the same default country the library lists', () => {
    for (const locale of ['en', 'sw'])
      expect(listCountries(locale)).toContainEqual(defaultCountry(locale));
  });

  it('cuts file names over 58 characters', () => {
    expect(shortenFileName('a'.repeat(58))).toBe('a'.repeat(58));
    expect(shortenFileName('b'.repeat(70))).toBe(`${'b'.repeat(58)}...`);
  });

  it('remembers a reset email for 20 minutes', () => {
    const sentAt = Date.parse('2026-11-22T08:00:00Z');
    rememberResetEmail('Asha@Mail.go.tz', sentAt);
    expect(resetLockSecondsLeft('asha@mail.go.tz', sentAt + 60_000)).toBe(19 * 60);
    expect(resetLockSecondsLeft('asha@mail.go.tz', sentAt + 20 * 60_000)).toBe(0);
    expect(resetLockSecondsLeft('other@mail.go.tz', sentAt + 60_000)).toBe(0);
  });
});

describe('OTP verification', () => {
  // The emailed link carries the phone number masked (issue 16): the page shows it as it is.
  const path = '/otp-verify/activation-token/%2B255******678/asha%40mail.go.tz';
  const renderOtp = () => renderAt(path, '/otp-verify/:token/:phone/:email', <OtpVerifyPage />);

  it('fills the five boxes from a paste, shows Verify only then, and goes on to create-password', async () => {
    server.use(
      http.post(api('check-if-activated'), () =>
        envelope(true, 'sent', { activationToken: 'activation-token', secondsLeft: 177 }),
      ),
      http.post(api('reset-password-token-pe'), async ({ request }) => {
        const body = (await request.json()) as { otpToken: string; activationToken: string };
        return body.otpToken === '24680' && body.activationToken === 'activation-token'
          ? envelope(true, 'ok', { activationToken: 'password-token' })
          : envelope(false, 'The code is not correct, please try again');
      }),
    );
    renderOtp();
    expect(await screen.findByText('OTP sent to this +255******678 number')).toBeInTheDocument();
    expect(screen.getByText('You can ask for a new code in 2:57')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Account' })).toBeNull();

    fireEvent.paste(screen.getByLabelText('Digit 1'), {
      clipboardData: { getData: () => '13579' },
    });
    expect(screen.getByLabelText('Digit 5')).toHaveValue('9');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(
      await screen.findByText('The code is not correct, please try again'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1')).toHaveValue('');

    fireEvent.paste(screen.getByLabelText('Digit 1'), {
      clipboardData: { getData: () => '24680' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/create-password/password-token'),
    );
  });

  it('offers Resend when the countdown ends, and Resend starts it again', async () => {
    let resent = 0;
    server.use(
      http.post(api('check-if-activated'), () =>
        envelope(true, 'sent', { activationToken: 'activation-token', secondsLeft: 1 }),
      ),
      http.post(api('resend-token-pe'), () => {
        resent += 1;
        return envelope(
          true,
          'If this email has an account waiting for activation, a new code has been sent to its phone number',
        );
      }),
    );
    renderOtp();
    const resend = await screen.findByRole('button', { name: 'Resend' }, { timeout: 3000 });
    await act(async () => fireEvent.click(resend));
    await waitFor(() => expect(resent).toBe(1));
    expect(await screen.findByText('You can ask for a new code in 2:57')).toBeInTheDocument();
  });

  it("shows the server's message for a spent activation link", async () => {
    server.use(
      http.post(api('check-if-activated'), () =>
        envelope(false, 'Verification token expired or not found', null, 9010),
      ),
    );
    renderOtp();
    expect(await screen.findByText('Verification token expired or not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });
});

describe('registration', () => {
  it("treats status false with 'Tenderer registered successful.' as success", async () => {
    server.use(
      http.get(api('captcha-challenge'), async () =>
        HttpResponse.json(
          await createChallenge({
            algorithm: 'SHA-256',
            cost: 1,
            counter: 3,
            deriveKey,
            hmacSignatureSecret: 'test',
          }),
        ),
      ),
      http.post(api('register-tenderer'), async ({ request }) => {
        const body = (await request.json()) as { phone: string; email: string; captcha: string };
        expect(body).toMatchObject({ phone: '+255712345678', email: 'asha@mail.go.tz' });
        expect(body.captcha.length).toBeGreaterThan(20);
        return envelope(false, 'Tenderer registered successful. SMS pending');
      }),
    );
    const user = renderAt('/register', '/register', <RegisterPage />);
    const register = screen.getByRole('button', { name: 'Register' });
    await user.type(screen.getByLabelText(/Phone number/), '0712345678');
    await user.type(screen.getByLabelText(/Email/), 'asha@mail.go.tz');
    expect(register).toBeDisabled();
    await user.click(screen.getByLabelText("I'm not a robot"));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/Your account has been created successfully/),
    ).toBeInTheDocument();
  });

  it('says a short phone number is invalid once the field is left, not only from six digits', async () => {
    const user = renderAt('/register', '/register', <RegisterPage />);
    const phone = screen.getByLabelText(/Phone number/);
    await user.type(phone, '07');
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
    // The number check arrives a moment after the page (usePhoneNumbers).
    await waitFor(() => expect(screen.getByRole('combobox')).toBeInTheDocument());
    await user.click(screen.getByLabelText(/Email/));
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    await user.type(phone, '12345678');
    await waitFor(() => expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument());
  });

  it('offers the activation link again for an account that is not active', async () => {
    server.use(
      http.get(api('captcha-challenge'), async () =>
        HttpResponse.json(
          await createChallenge({
            algorithm: 'SHA-256',
            cost: 1,
            counter: 3,
            deriveKey,
            hmacSignatureSecret: 'test',
          }),
        ),
      ),
      http.post(api('register-tenderer'), () =>
        envelope(false, 'An account with this email exists but is not active yet', null, 9009),
      ),
      http.post(api('send-email'), () =>
        envelope(
          true,
          'If this email has an account waiting for activation, the activation link has been re-sent to it',
        ),
      ),
    );
    const user = renderAt('/register', '/register', <RegisterPage />);
    await user.type(screen.getByLabelText(/Phone number/), '712345678');
    await user.type(screen.getByLabelText(/Email/), 'asha@mail.go.tz');
    await user.click(screen.getByLabelText("I'm not a robot"));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Resend activation link' }));
    // The page words it itself: registration has already said this email waits for activation.
    expect(
      await screen.findByText('Activation link has been re-sent to your email address'),
    ).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('keeps the 20-minute lock per email without calling the server', async () => {
    rememberResetEmail('asha@mail.go.tz');
    server.use(
      http.get(api('captcha-challenge'), async () =>
        HttpResponse.json(
          await createChallenge({
            algorithm: 'SHA-256',
            cost: 1,
            counter: 3,
            deriveKey,
            hmacSignatureSecret: 'test',
          }),
        ),
      ),
    );
    const user = renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
    expect(screen.queryByLabelText("I'm not a robot")).toBeNull();
    await user.type(screen.getByLabelText(/Email/), 'asha@mail.go.tz');
    await user.click(screen.getByLabelText("I'm not a robot"));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        /^Please wait (19|20) minute\(s\) and \d+ second\(s\) before resending the email\.$/,
      ),
    ).toBeInTheDocument();
  });
});

describe('token links and passwords', () => {
  it("says 'Your Already Accept this request.' for a spent profile link, not headed as a decision", async () => {
    server.use(
      http.post(api('reject-message-token'), () =>
        envelope(false, 'Verification token expired or not found', null, 9010),
      ),
    );
    renderAt(
      '/reject-profile/t',
      '/reject-profile/:token',
      <ProfileRequestPage decision="reject" />,
    );
    expect(await screen.findByText('Your Already Accept this request.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Request Rejected' })).not.toBeInTheDocument();
  });

  it('recognises a spent profile link by its code when the server translated its message', async () => {
    server.use(
      http.post(api('reject-message-token'), () =>
        envelope(false, 'Tokeni ya uthibitisho imekwisha muda au haipatikani', null, 9010),
      ),
    );
    renderAt(
      '/reject-profile/t',
      '/reject-profile/:token',
      <ProfileRequestPage decision="reject" />,
    );
    expect(await screen.findByText('Your Already Accept this request.')).toBeInTheDocument();
  });

  it('sends an invalid create-password link to Sign In', async () => {
    server.use(
      http.post(api('validate-token'), () =>
        envelope(false, 'Verification token expired or not found', null, 9010),
      ),
    );
    renderAt('/create-password/t', '/create-password/:token', <CreatePasswordPage />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  });

  it('submits only a strong, matching password', async () => {
    server.use(
      http.post(api('validate-token'), () => envelope(true, 'ok', { activationToken: 't' })),
      http.post(api('create-password'), () => envelope(false, 'Something failed on the server')),
    );
    const user = renderAt('/create-password/t', '/create-password/:token', <CreatePasswordPage />);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.type(screen.getByLabelText(/New password/), 'short');
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'password1');
    await user.type(screen.getByLabelText(/Confirm password/), 'password1');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/New password/));
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/New password/), 'Tender-Lake-Mango-42');
    await user.type(screen.getByLabelText(/Confirm password/), 'Tender-Lake-Mango-41');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Confirm password/), '{backspace}2');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Something failed on the server')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });
});
