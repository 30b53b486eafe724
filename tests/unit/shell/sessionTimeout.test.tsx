import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionItem } from '../../../contract/session';
import { renewSession, sessionExpiresAt } from '../../../providers/sessionClock';
import { useSessionTimeout } from '../../../src/shell/useSessionTimeout';

const MINUTE = 60_000;
const refresh = vi.hoisted(() => vi.fn(async () => 'fresh-token'));
vi.mock('../../../providers/authApi', () => ({ getFreshAccessToken: refresh }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
  localStorage.clear();
  sessionStorage.clear();
  // An access token good for an hour, so only the session rules act unless a test says otherwise.
  sessionStorage.setItem(SessionItem.expireTime, String(Date.now() + 60 * MINUTE));
  refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

function renderSession() {
  const onTimeout = vi.fn();
  const hook = renderHook(() => useSessionTimeout({ onTimeout }));
  return { ...hook, onTimeout };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the session timeout (15 min, warning at 300 s, checked every 5 s)', () => {
  it('starts a 15-minute session and renews it to 15 minutes from now on a click', () => {
    renderSession();
    expect(sessionExpiresAt()).toBe(Date.now() + 15 * MINUTE);
    advance(4 * MINUTE);
    act(() => document.body.click());
    expect(sessionExpiresAt()).toBe(Date.now() + 15 * MINUTE);
  });

  it('shows no warning with 301 seconds left, and the warning at the next check within 300', () => {
    const { result } = renderSession();
    advance(15 * MINUTE - 305_000); // 305 s left: checks ran, nothing shown
    expect(result.current.secondsLeft).toBeNull();
    advance(4_000); // 301 s left, no check due yet
    expect(result.current.secondsLeft).toBeNull();
    advance(1_000); // the 5-second check sees 300 s
    expect(result.current.secondsLeft).toBe(300);
  });

  it('checks only every 5 seconds', () => {
    renewSession(Date.now() - 15 * MINUTE + 200_000); // 200 s left already
    const { result } = renderSession();
    advance(4_999);
    expect(result.current.secondsLeft).toBeNull();
    advance(1);
    expect(result.current.secondsLeft).not.toBeNull();
  });

  it('counts down once a second; a click during the warning does not renew; at 0 the session ends', () => {
    const { result, onTimeout } = renderSession();
    advance(15 * MINUTE - 300_000);
    expect(result.current.secondsLeft).toBe(300);
    const expiry = sessionExpiresAt();
    advance(10_000);
    expect(result.current.secondsLeft).toBe(290);
    act(() => document.body.click());
    expect(sessionExpiresAt()).toBe(expiry);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(290_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBeNull();
  });

  it('Extend closes the warning and pushes the expiry to 15 minutes from now', () => {
    const { result, onTimeout } = renderSession();
    advance(15 * MINUTE - 300_000);
    expect(result.current.secondsLeft).toBe(300);
    act(() => result.current.extend());
    expect(result.current.secondsLeft).toBeNull();
    expect(sessionExpiresAt()).toBe(Date.now() + 15 * MINUTE);
    advance(10 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ends the session at once when the expiry has already passed, and on Log Out', () => {
    renewSession(Date.now() - 16 * MINUTE);
    const first = renderSession();
    advance(5_000);
    expect(first.onTimeout).toHaveBeenCalledTimes(1);
    first.unmount();

    renewSession();
    const second = renderSession();
    act(() => second.result.current.logOut());
    expect(second.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('refreshes the access token when 50 seconds or fewer are left on it', () => {
    renderSession();
    sessionStorage.setItem(SessionItem.expireTime, String(Date.now() + 56_000));
    advance(5_000); // 51 s left on the token
    expect(refresh).not.toHaveBeenCalled();
    advance(5_000); // 46 s left
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
