import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { saveSession } from '../../../providers/session';
import { UserEdit } from '../../../resources/users/UserEdit';
import { buildTokens } from '../support/builders';

/** The user edit form saves the roles with assignRoleToUser (shell-and-reference-data.md 6 and 8). */
const user = {
  id: '12',
  uuid: '0b6f1c3e-1111-4c1e-9a34-0d2d8f2b6c11',
  email: 'juma@example.go.tz',
  fullName: 'Juma Ali',
  salutation: null,
  phone: null,
  checkNumber: null,
  userTypeEnum: 'PROCURING_ENTITY',
  institutionId: '3',
  institutionUuid: 'inst-3',
  institutionName: 'Mbeya City Council',
  isInstitutionAdministrator: false,
  active: true,
  activationPending: false,
  rolesListStrings: ['PROCUREMENT_OFFICER'],
  roles: [{ id: '4', uuid: 'r-4', name: 'PROCUREMENT_OFFICER' }],
  createdAt: '2026-11-01T08:00:00Z',
  createdBy: null,
  updatedAt: null,
  version: 3,
};
const roles = [
  { id: '4', name: 'PROCUREMENT_OFFICER', isBaseRole: true },
  { id: '5', name: 'HEAD_OF_PMU', isBaseRole: true },
];

/** The user the server answers: by default one of an institution. */
let shown: typeof user | (Omit<typeof user, 'institutionId'> & { institutionId: null }) = user;

const server = setupServer();
const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
let assignAnswer: () => Response;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  calls.length = 0;
  shown = user;
  saveSession(buildTokens());
  server.use(
    http.post('http://localhost:3000/zabuni-uaa/graphql', async ({ request }) => {
      const body = (await request.json()) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      calls.push(body);
      const ok = (fields: Record<string, unknown>) =>
        HttpResponse.json({
          data: {
            [body.operationName]: { code: 9000, message: 'Success', status: true, ...fields },
          },
        });
      switch (body.operationName) {
        case 'userDetails':
        case 'updateUserAccount':
          return ok({ data: shown });
        case 'listOfRoles':
          return ok({ dataList: roles });
        case 'assignRoleToUser':
        case 'assignRoleToExternalUser':
          return assignAnswer();
        default:
          return ok({ data: null, dataList: [] });
      }
    }),
    http.post(/zabuni-(monitor\/graphql|uaa\/auth\/report-http-failure)$/, () =>
      HttpResponse.json({ data: { saveErrorLog: { code: 9000 } }, status: true, code: 9000 }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function editRoles() {
  render(
    <MemoryRouter initialEntries={['/users/12']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/users/:id"
            element={
              <ResourceContextProvider value="users">
                <UserEdit />
              </ResourceContextProvider>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  const person = userEvent.setup();
  await person.click(
    await screen.findByRole('checkbox', { name: 'Head of procurement management unit' }),
  );
  await person.click(screen.getByRole('button', { name: 'Save' }));
}

describe('assigning roles from the user form', () => {
  it('saves the details without roles, then calls assignRoleToUser(roleIds, userUuid, version)', async () => {
    assignAnswer = () =>
      HttpResponse.json({
        data: { assignRoleToUser: { code: 9000, message: 'Success', status: true, data: user } },
      });
    await editRoles();
    expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
    const update = calls.find((call) => call.operationName === 'updateUserAccount');
    expect((update?.variables.user as { roleIds: unknown }).roleIds).toBeNull();
    const assign = calls.find((call) => call.operationName === 'assignRoleToUser');
    // Based on the version the details save answered, so a change in between is refused (9012).
    expect(assign?.variables).toEqual({ roleIds: ['4', '5'], userUuid: user.uuid, version: 3 });
  });

  it('saves the roles of a user of no institution with assignRoleToExternalUser (issue 38 item 7)', async () => {
    // A platform administrator belongs to no institution: assignRoleToUser would refuse them.
    shown = { ...user, institutionId: null, institutionUuid: '', institutionName: '' };
    assignAnswer = () =>
      HttpResponse.json({
        data: {
          assignRoleToExternalUser: { code: 9000, message: 'Success', status: true, data: user },
        },
      });
    await editRoles();
    expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
    expect(calls.map((call) => call.operationName)).not.toContain('assignRoleToUser');
    const assign = calls.find((call) => call.operationName === 'assignRoleToExternalUser');
    expect(assign?.variables).toEqual({ roleIds: ['4', '5'], userUuid: user.uuid, version: 3 });
  });

  it("says 'Failed to assign role' when the server refuses the roles", async () => {
    assignAnswer = () =>
      HttpResponse.json({
        data: {
          assignRoleToUser: {
            code: 9004,
            message: 'You may not give a role you do not hold',
            status: false,
            data: null,
          },
        },
      });
    await editRoles();
    expect(await screen.findByText(/^Failed to assign role/)).toBeInTheDocument();
  });

  it("says 'Role assignment failed' when the call itself fails", async () => {
    assignAnswer = () => HttpResponse.json({ message: 'down' }, { status: 502 });
    await editRoles();
    expect(await screen.findByText('Role assignment failed')).toBeInTheDocument();
  });
});
