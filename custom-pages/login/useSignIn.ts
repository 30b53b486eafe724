import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { SecondFactorNeeded } from '../../providers/authApi';
import type { TokenResponse } from '../../contract/users';

/**
 * The second step (codes, passkeys, enrolment) is fetched as the password is sent, not with the page:
 * most people who open Sign In never see it, and the passkey library is not small.
 */
export const loadSecondFactorStep = () => import('./SecondFactorStep');

/**
 * Sign In's state: email and password, the sign-in under way, a failure and when it came, and the
 * second factor that may follow the right password before any token.
 */
export function useSignIn() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; at: number }>();
  // After the right password, a second factor (or enrolment) may follow before any token.
  const [pending, setPending] = useState<SecondFactorNeeded['pending']>();
  const canSubmit = username.trim() !== '' && password !== '' && !isLoggingIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsLoggingIn(true);
    setFailure(undefined);
    void loadSecondFactorStep().catch(() => undefined);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      if (error instanceof SecondFactorNeeded) setPending(error.pending);
      else setFailure({ error, at: Date.now() });
      setIsLoggingIn(false);
    }
  };
  const signedIn = (tokens: TokenResponse) =>
    login({ tokens }).catch((error: unknown) => {
      setPending(undefined);
      setFailure({ error, at: Date.now() });
    });

  return {
    username,
    setUsername,
    password,
    setPassword,
    isLoggingIn,
    failure,
    pending,
    canSubmit,
    submit,
    signedIn,
  };
}
