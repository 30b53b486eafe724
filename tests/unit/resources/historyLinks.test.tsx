import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canAccessResource } from '../../../src/composition/accessControl';
// The app's start-up registers the resources a link is drawn from.
import '../../../src/composition/resourceRegistry';
import { i18nProvider } from '../../../providers/i18nProvider';
import { ActivityList } from '../../../resources/activity/ActivityList';
import type { HistoryEntry } from '../../../resources/activity/methods';

/**
 * The activity list (every record's history) links an entry to its record only where the person
 * may open it, by the rules the menu follows: an institution's administrator of departments who
 * reads the history is not sent to a user's screen they would be refused.
 */
const departmentsAdministrator = {
  userTypeEnum: 'PROCURING_ENTITY',
  permissions: ['uaa.history.read', 'uaa.department.read', 'uaa.department.write'],
};

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(departmentsAdministrator.permissions),
  canAccess: ({ resource, action }) =>
    Promise.resolve(canAccessResource(departmentsAdministrator, resource, action)),
};

const entry = (id: string, entity: string, recordLabel: string): HistoryEntry => ({
  id,
  recordedAt: '2026-11-20T10:00:00Z',
  entity,
  recordId: id,
  recordUuid: `0b6f1c3e-1111-4c1e-9a34-0d2d8f2b6c${id}`,
  recordLabel,
  action: 'update',
  changes: [],
  actorUuid: null,
  actorName: 'Neema Mushi',
  actorInstitutionName: null,
  batchUuid: null,
});

const entries = [
  entry('12', 'departments', 'Water Supply Unit'),
  entry('17', 'users', 'Juma Hassan'),
];

function dataProvider(): DataProvider {
  return new Proxy({} as DataProvider, {
    get: (_target, name) =>
      name === 'then'
        ? undefined
        : () =>
            Promise.resolve(
              name === 'getList' ? { data: entries, total: entries.length } : { data: [] },
            ),
  });
}

const Where = () => <output aria-label="where">{useLocation().pathname}</output>;

function renderActivity() {
  render(
    <MemoryRouter initialEntries={['/activity']}>
      <AdminContext
        dataProvider={dataProvider()}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route
            path="/activity"
            element={
              <ResourceContextProvider value="activity">
                <ActivityList />
              </ResourceContextProvider>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('links from the history', () => {
  it('open a record the person may open, and none they may not', async () => {
    renderActivity();
    await screen.findByText('Juma Hassan', undefined, { timeout: 10_000 });
    // Once the access rules are known the entry of a department is a link (the pointer shows it).
    const cursorOf = (label: string) => getComputedStyle(rowOf(label)).cursor;
    await waitFor(() => expect(cursorOf('Water Supply Unit')).toBe('pointer'));
    // The users' screens are the administrator's: that entry is told, not linked.
    expect(cursorOf('Juma Hassan')).toBe('default');
    fireEvent.click(rowOf('Juma Hassan'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText('where').textContent).toBe('/activity');

    fireEvent.click(rowOf('Water Supply Unit'));
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/departments/12'));
  });
});
