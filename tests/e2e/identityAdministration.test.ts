import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

const NEWCOMER = { name: 'Daudi Mussa', email: 'daudi@ports.go.tz' };
const PASSWORD = 'Kilimanjaro-Summit-2026!';
const KEY_PHRASE = 'harbour-cranes-7';

let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
}, 120_000);
afterAll(() => e2e?.stop());

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** A form field by its label, required (a thin space and '*') or not. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** Picks an institution in a server-searched institution field. */
async function pickInstitution(page: Page, name: string) {
  const institution = field(page, 'Institution');
  await institution.fill(name.slice(0, 8));
  await page.getByRole('option', { name }).click();
}

/** The first-login signature wizard of a procuring-entity user, all five steps. */
async function signTheWizard(page: Page) {
  await page.waitForURL(/\/pe-signature/);
  await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
  await page.getByLabel('Repeat key phrase').fill(KEY_PHRASE);
  await page.getByRole('button', { name: 'Request Signature' }).click();
  for (const title of [
    'Billing Policy',
    'Code of Ethics and Conduct for Public Officers',
    'Terms and Conditions of Use',
  ]) {
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
    await page.getByRole('button', { name: 'Accept and Sign' }).click();
  }
}

describe('identity administration', () => {
  it('an administrator sets up an institution, department, role and user; the user activates and sees only what the role allows', async () => {
    const admin = await newPage();
    await signIn(admin, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL(/\/landing/);

    // The institution.
    await admin.goto(`${e2e.baseUrl}/institutions/create`);
    await field(admin, 'Name').fill('Tanzania Ports Authority');
    await field(admin, 'Code').fill('TPA');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Institution registered successful').waitFor();

    // A department in it.
    await admin.goto(`${e2e.baseUrl}/departments/create`);
    await pickInstitution(admin, 'Tanzania Ports Authority');
    await field(admin, 'Name').fill('Procurement Management Unit');
    await field(admin, 'Code').fill('PMU');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Created Successfully').waitFor();

    // A role of that institution holding two planning permissions, ticked in their group.
    await admin.goto(`${e2e.baseUrl}/roles/create`);
    await field(admin, 'Name').fill('planning clerk');
    await field(admin, 'Description').fill('Prepares the annual procurement plan');
    await pickInstitution(admin, 'Tanzania Ports Authority');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Role created successfully').waitFor();
    await admin.getByText('Planning clerk').first().waitFor();
    await admin.getByLabel(/View the institution's annual procurement plans/).check();
    await admin.getByLabel('Create and edit annual procurement plans').check();
    await screenshot(admin, 'identity-role-permissions');
    await admin.getByRole('button', { name: 'Save permissions' }).click();
    await admin.getByText('Role updated successfully').waitFor();

    // A user of that institution with that role: the role is offered once the institution is chosen.
    await admin.goto(`${e2e.baseUrl}/users/create`);
    await field(admin, 'Full name').fill(NEWCOMER.name);
    await field(admin, 'Email').fill(NEWCOMER.email);
    await field(admin, 'Phone').fill('+255712000111');
    await pickInstitution(admin, 'Tanzania Ports Authority');
    await admin.getByLabel('Planning clerk').check();
    await screenshot(admin, 'identity-user-create');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('User Registered Successfully').waitFor();
    await admin.getByText('Awaiting activation').waitFor();

    // The user joins the department.
    await admin.goto(`${e2e.baseUrl}/departments`);
    await admin.getByRole('cell', { name: 'Procurement Management Unit' }).click();
    await admin.getByRole('button', { name: 'Add users' }).click();
    await admin.getByLabel('Search users of the institution by name').fill('Daudi');
    await admin.getByRole('option', { name: new RegExp(NEWCOMER.name) }).click();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByText('Users added to department').waitFor();
    await admin.getByRole('cell', { name: NEWCOMER.name }).waitFor();
    await screenshot(admin, 'identity-department-users');
    await admin.context().close();

    // The activation email, as the local outbox keeps it, leads to the create-password page.
    const outbox = (await (
      await fetch(`${e2e.baseUrl}/dev/outbox?to=${NEWCOMER.email}`)
    ).json()) as { messages: { body: string }[] };
    const link = /https?:\/\/\S+\/create-password\/[A-Za-z0-9_-]+/.exec(
      outbox.messages[0]?.body ?? '',
    )?.[0];
    expect(link).toBeTruthy();
    const user = await newPage();
    await user.goto(`${e2e.baseUrl}${new URL(link!).pathname}`);
    await user.getByLabel('New password', { exact: false }).first().fill(PASSWORD);
    await user.getByLabel(/Confirm/).fill(PASSWORD);
    await user.getByRole('button', { name: /Submit/ }).click();
    await user.waitForURL(/\/login/);

    // Signed in, a procuring-entity user signs the policies first, then lands.
    await signIn(user, e2e.baseUrl, NEWCOMER.email, PASSWORD);
    await signTheWizard(user);
    await user.waitForURL(/\/landing/);

    // The menu offers what the role allows and nothing else; the server refuses the rest.
    await user.getByRole('menuitem', { name: 'Annual procurement plans' }).waitFor();
    for (const hidden of ['Users', 'Roles', 'Institutions', 'Departments', 'Charge types']) {
      await expect(user.getByRole('menuitem', { name: hidden, exact: true }).count()).resolves.toBe(
        0,
      );
    }
    await screenshot(user, 'identity-newcomer-menu');
    await user.getByRole('menuitem', { name: 'Annual procurement plans' }).click();
    await user.getByRole('link', { name: 'Create' }).first().waitFor();
    await user.goto(`${e2e.baseUrl}/users`);
    await expect(user.getByRole('cell', { name: NEWCOMER.name }).count()).resolves.toBe(0);
    const token = await user.evaluate(() => sessionStorage.getItem('currentClient'));
    const refused = (await (
      await fetch(`${e2e.baseUrl}/zabuni-uaa/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ listOfRoles { code } }' }),
      })
    ).json()) as { data: { listOfRoles: { code: number } } };
    expect(refused.data.listOfRoles.code).toBe(9004);
    await user.context().close();
  });
});

describe('the roles list', () => {
  it('searches and sorts the words it shows, and names a role by them', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${e2e.baseUrl}/roles`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();

    // Sorted by Description: the same rows, and the pager counts them as before (after a refused
    // sort it said "1-25 of 25" over none).
    const pager = page.locator('.MuiTablePagination-displayedRows');
    const counted = await pager.innerText();
    const shown = await rows.count();
    await page.locator('thead .MuiTableSortLabel-root', { hasText: 'Description' }).click();
    await page.waitForFunction(() => location.search.includes('sort=description'));
    await expect.poll(() => rows.count()).toBe(shown);
    await expect(pager.innerText()).resolves.toBe(counted);
    await expect(page.getByText('Record not found').count()).resolves.toBe(0);

    // A word of a shown name finds it.
    await page.locator('input[name="q"]').fill('Platform');
    await page.waitForFunction(() => location.search.includes('Platform'));
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('cell', { name: 'Platform administrator' }).waitFor();
    await screenshot(page, 'roles-searched-by-shown-name');

    // Its page is titled by the same words, not SUPER_ADMINISTRATOR.
    await page.getByRole('cell', { name: 'Platform administrator' }).click();
    await page.waitForURL(/\/roles\/[^/]+\/show/);
    await page
      .locator('#react-admin-title')
      .getByText(/Platform administrator/)
      .waitFor();
    await expect(page.locator('#react-admin-title').innerText()).resolves.not.toContain(
      'SUPER_ADMINISTRATOR',
    );
    await screenshot(page, 'role-page-title');
    await page.context().close();
  });
});
