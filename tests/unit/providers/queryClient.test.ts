import { HttpError } from 'react-admin';
import { focusManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  forgetAbandonedAccessChecks,
  queryDefaults,
  retriesRead,
} from '../../../providers/queryClient';
import { ResponseCodeError } from '../../../providers/responses';

/** Issue 38 item 5: the server's answer is final; only a read that got no answer is tried again. */
describe('which failed reads are tried again', () => {
  it('never retries an answer: not found, invalid key, refused', () => {
    for (const code of [9001, 9002, 9004]) {
      expect(retriesRead(0, new ResponseCodeError(code, 'no'))).toBe(false);
      // As react-admin's verbs throw it: inside an HttpError's body.
      expect(retriesRead(0, new HttpError('no', 200, new ResponseCodeError(code, 'no')))).toBe(
        false,
      );
    }
    expect(retriesRead(0, Object.assign(new Error('Bad Request'), { statusCode: 400 }))).toBe(
      false,
    );
  });

  it('retries a read that got no answer, or "try again in a moment", up to 3 times', () => {
    const offline = new TypeError('Failed to fetch');
    expect(retriesRead(0, offline)).toBe(true);
    expect(retriesRead(2, offline)).toBe(true);
    expect(retriesRead(3, offline)).toBe(false);
    expect(retriesRead(0, new ResponseCodeError(9006, 'unavailable'))).toBe(true);
    expect(retriesRead(0, Object.assign(new Error('Bad Gateway'), { statusCode: 502 }))).toBe(true);
  });
});

/** A record just read is not read again by a view mounting after its guard; a list is. */
describe('which cached reads a mounting screen asks again', () => {
  const mountsAfterRead = async (queryKey: unknown[], invalidate = false) => {
    const client = new QueryClient({ defaultOptions: { queries: queryDefaults } });
    let reads = 0;
    const queryFn = () => Promise.resolve(++reads);
    await client.fetchQuery({ queryKey, queryFn });
    if (invalidate) await client.invalidateQueries({ queryKey, refetchType: 'none' });
    const observer = new QueryObserver(client, { queryKey, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    return reads;
  };

  it('reads a record once when its view mounts right after', async () => {
    expect(await mountsAfterRead(['users', 'getOne', { id: '42' }])).toBe(1);
  });

  it('reads it again once invalidated (a live change, a save)', async () => {
    expect(await mountsAfterRead(['users', 'getOne', { id: '42' }], true)).toBe(2);
  });

  it('reads a list again on every mount', async () => {
    expect(await mountsAfterRead(['users', 'getList', { page: 1 }])).toBe(2);
  });
});

/**
 * A record on screen is read again only when someone asks: an edit form takes a record read again as
 * its new start, so a read behind the person's back threw away what they typed, or moved their save's
 * version past a change they never saw (the conflicts test of stop 56, on a loaded CI machine).
 */
describe('a record on screen is not read again behind the person', () => {
  const LONG_AGO = Date.now() - 60_000;

  /** A cache with `queryKey` read long ago and one observer showing it; answers the reads count. */
  const shown = async (queryKey: unknown[]) => {
    const client = new QueryClient({ defaultOptions: { queries: queryDefaults } });
    // As react-query's provider does: the client hears the window's focus and the network.
    client.mount();
    const counter = { reads: 0 };
    const queryFn = () => Promise.resolve(++counter.reads);
    const observe = () => new QueryObserver(client, { queryKey, queryFn }).subscribe(() => {});
    client.setQueryData(queryKey, 0, { updatedAt: LONG_AGO });
    const stops = [observe()];
    await settle();
    client.setQueryData(queryKey, counter.reads, { updatedAt: LONG_AGO });
    return { counter, observe, stops };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('reads a record long unread when its screen opens, not again for a part mounting beside it', async () => {
    const { counter, observe, stops } = await shown(['users', 'getOne', { id: '42' }]);
    expect(counter.reads).toBe(1);
    stops.push(observe());
    await settle();
    expect(counter.reads).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('reads a record neither when the window regains focus nor when the network comes back', async () => {
    const { counter, stops } = await shown(['users', 'getOne', { id: '42' }]);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await settle();
    expect(counter.reads).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('reads a list again on both, as react-query does', async () => {
    const { counter, stops } = await shown(['users', 'getList', { page: 1 }]);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(counter.reads).toBe(2);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await settle();
    expect(counter.reads).toBe(3);
    stops.forEach((stop) => stop());
  });
});

/**
 * A screen that asks an access check and is left before the answer (a click, then Back at once):
 * react-query cancels the check and leaves it "pending" with no one watching, which react-admin's
 * next screen read as a check in progress and showed "Loading" forever (the CI of 11-30).
 */
describe('an access check its screen left before the answer', () => {
  const leaveBeforeAnswer = async (queryKey: unknown[], guarded: boolean) => {
    const client = new QueryClient();
    if (guarded) forgetAbandonedAccessChecks(client);
    let answer: (value: boolean) => void = () => undefined;
    const queryFn = ({ signal }: { signal: AbortSignal }) =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
        void signal; // consumed, as react-admin's useCanAccess does: leaving cancels the check
      });
    const observer = new QueryObserver(client, { queryKey, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return client.getQueryState(queryKey);
  };
  const check = ['auth', 'canAccess', { action: 'list', resource: 'activity' }];

  it('is left pending forever by react-query alone (what the guard is for)', async () => {
    expect((await leaveBeforeAnswer(check, false))?.status).toBe('pending');
  });

  it('is forgotten, so the next screen asks it again instead of waiting for it', async () => {
    expect(await leaveBeforeAnswer(check, true)).toBeUndefined();
  });

  it('leaves a data read as react-query has it (its next screen reads it again)', async () => {
    const read = ['activity', 'getList', { page: 1 }];
    expect((await leaveBeforeAnswer(read, true))?.status).toBe('pending');
  });
});
