import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CoreAdminContext, useCanAccess, useIsAuthPending, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { forgetAbandonedAccessChecks } from '../../../providers/queryClient';

/**
 * A record screen's History panel asks whether the person may open the Activity list; the person
 * goes Back before it is answered. react-admin's Activity list then read that check as still in
 * progress and showed "Loading" for ever (the CI of 11-30, newAdministrator). The app's query cache
 * forgets such a check (providers/queryClient.ts).
 */
function RecordScreen() {
  useCanAccess({ resource: 'activity', action: 'list' });
  return <p>record</p>;
}

/** The list's own read answers after the screen changed: react-admin draws it again then. */
function ActivityList(_: { reads: number }) {
  const pending = useIsAuthPending({ resource: 'activity', action: 'list' });
  return <p>{pending ? 'Loading' : 'rows'}</p>;
}

async function goBackBeforeTheAnswer(guarded: boolean) {
  const queryClient = new QueryClient();
  if (guarded) forgetAbandonedAccessChecks(queryClient);
  const answers: ((allowed: boolean) => void)[] = [];
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: () => new Promise<boolean>((resolve) => answers.push(resolve)),
  };
  const controls = { show: (_: 'record' | 'list') => {}, answerRead: () => {} };
  function Screens() {
    const [screenShown, setScreen] = useState<'record' | 'list'>('record');
    const [reads, setReads] = useState(0);
    useEffect(() => {
      controls.show = setScreen;
      controls.answerRead = () => setReads((count) => count + 1);
    }, []);
    return screenShown === 'record' ? <RecordScreen /> : <ActivityList reads={reads} />;
  }
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Screens />
    </CoreAdminContext>,
  );
  await screen.findByText('record');
  await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
  expect(answers.length).toBeGreaterThan(0); // the check was asked, and is not answered yet
  act(() => controls.show('list'));
  await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
  act(() => controls.answerRead());
  return screen.getByText(/Loading|rows/).textContent;
}

describe('an access check its screen left before the answer', () => {
  it('kept the next screen loading with react-query and react-admin alone', async () => {
    expect(await goBackBeforeTheAnswer(false)).toBe('Loading');
  });

  it('is forgotten by the app: the next screen shows its rows', async () => {
    expect(await goBackBeforeTheAnswer(true)).toBe('rows');
  });
});
