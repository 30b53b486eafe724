import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { onboardingApi } from '../onboarding/onboardingApi';

/** What a link's call has answered so far. */
export interface OnceResult<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
}

/** The calls made, per query client (one per app; one per test), by key. */
const callsOf = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

interface Answer<T> {
  key: string;
  data?: T;
  error: Error | null;
  isDone: boolean;
}

/**
 * Runs a link's call once per page (the tokens are single-use): no retries, no refetch on focus or
 * remount, so StrictMode's double mount and a returning tab do not spend the token twice. Written
 * here rather than with react-query's useQuery, whose 3 kB the public pages need for nothing else.
 */
export function useOnce<T>(key: readonly unknown[], call: () => Promise<T>): OnceResult<T> {
  const client = useQueryClient();
  const id = JSON.stringify(key);
  const [answer, setAnswer] = useState<Answer<T>>({ key: id, error: null, isDone: false });
  useEffect(() => {
    let calls = callsOf.get(client);
    if (!calls) callsOf.set(client, (calls = new Map()));
    let made = calls.get(id) as Promise<T> | undefined;
    if (!made) {
      made = call();
      calls.set(id, made);
    }
    let isLive = true;
    made.then(
      (data) => isLive && setAnswer({ key: id, data, error: null, isDone: true }),
      (error: unknown) =>
        isLive &&
        setAnswer({
          key: id,
          error: error instanceof Error ? error : new Error(String(error)),
          isDone: true,
        }),
    );
    return () => {
      isLive = false;
    };
    // The call is the key's: a new function for the same key is the same call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, id]);
  const current = answer.key === id ? answer : { error: null, isDone: false, data: undefined };
  return {
    data: current.data,
    error: current.error,
    isPending: !current.isDone,
    isError: current.isDone && current.error !== null,
  };
}

/**
 * The answer to the person's accept-…/{token} or reject-…/{token} link (acceptMessageToken or
 * rejectMessageToken), asked once; `message` is the server's, else why the call failed.
 */
export function useMessageTokenDecision(link: string, decision: 'accept' | 'reject') {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const call =
    decision === 'accept' ? onboardingApi.acceptMessageToken : onboardingApi.rejectMessageToken;
  const { data, error, isPending } = useOnce([link, decision, token], () => call(token));
  const message = data?.message ?? translate(error?.message ?? 'zabuni.tokenLinks.somethingWrong');
  return { data, isPending, message };
}
