import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalItem } from '../../../contract/session';
import { useIdentityCheck } from '../../../src/shell/useIdentityCheck';
import { useMultiTabGuard } from '../../../src/shell/useMultiTabGuard';
import { systemStatusRoute } from '../../../providers/useSystemStatusGuard';

describe('the identity check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    localStorage.clear();
    localStorage.setItem(LocalItem.accountUuid, 'user-a');
  });
  afterEach(() => vi.useRealTimers());

  it('notices another user on a key press and on mouse movement', () => {
    const keys = renderHook(() => useIdentityCheck('user-a'));
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(keys.result.current).toBe(false);
    localStorage.setItem(LocalItem.accountUuid, 'user-b');
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(keys.result.current).toBe(true);
    keys.unmount();

    const mouse = renderHook(() => useIdentityCheck('user-a'));
    expect(mouse.result.current).toBe(false);
    act(() => document.dispatchEvent(new MouseEvent('mousemove')));
    expect(mouse.result.current).toBe(true);
  });

  it('checks again after more than 2 minutes without activity, not before', () => {
    const { result } = renderHook(() => useIdentityCheck('user-a'));
    localStorage.setItem(LocalItem.accountUuid, 'user-b');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(true);
  });
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const settingUrl = 'http://localhost:3000/zabuni-cache/settings/by/key/ALLOW_MULTI_TAB';

/** A fake Web Locks API: the lock is free or already held by another tab. */
function stubLocks(isHeldElsewhere: boolean) {
  const request = vi.fn((_name: string, _options: unknown, callback: (lock: unknown) => unknown) =>
    Promise.resolve(callback(isHeldElsewhere ? null : { name: 'zabuni-signed-in-tab' })),
  );
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

const Guarded = () => {
  useMultiTabGuard();
  return <p>the app</p>;
};

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={['/landing']}>
      <Routes>
        <Route path="/landing" element={<Guarded />} />
        <Route path="/multi-tab-denied" element={<p>denied</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the multi-tab rule', () => {
  it('sends a second tab to /multi-tab-denied when ALLOW_MULTI_TAB is false', async () => {
    server.use(
      http.get(settingUrl, () => HttpResponse.json({ key: 'ALLOW_MULTI_TAB', value: 'false' })),
    );
    stubLocks(true);
    renderGuarded();
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it('keeps the first tab, which holds the lock', async () => {
    server.use(
      http.get(settingUrl, () => HttpResponse.json({ key: 'ALLOW_MULTI_TAB', value: 'false' })),
    );
    const request = stubLocks(false);
    renderGuarded();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it.each([
    ['true', () => HttpResponse.json({ key: 'ALLOW_MULTI_TAB', value: 'true' })],
    ['absent', () => HttpResponse.json({ code: 9002 }, { status: 404 })],
  ])('does not restrict tabs when the setting is %s', async (_name, answer) => {
    let asked = false;
    server.use(
      http.get(settingUrl, () => {
        asked = true;
        return answer();
      }),
    );
    const request = stubLocks(true);
    renderGuarded();
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});

describe('maintenance and lock', () => {
  it('sends users to the page of each status', () => {
    expect(systemStatusRoute({ value: 'MAINTENANCE', description: '' })).toBe('/under-maintenance');
    expect(systemStatusRoute({ value: 'LOCKED', description: 'Back at 18:00 & later' })).toBe(
      '/under-construction?data=Back%20at%2018%3A00%20%26%20later',
    );
    expect(systemStatusRoute({ value: 'ACTIVE', description: '' })).toBeNull();
  });
});
