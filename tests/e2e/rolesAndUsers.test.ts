import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { institutions } from '../../server/db/schema/identity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.db.insert(institutions).values([{ name: 'Ministry of Water' }]);
}, 60_000);
afterAll(() => e2e?.stop());

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('Roles and users', () => {
  it('creates a role with grouped permissions, a user holding it, and the user activates from the email', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);

    await page.goto(`${e2e.baseUrl}/roles`);
    await page.getByRole('cell', { name: 'SUPER_ADMINISTRATOR' }).waitFor();
    await screenshot(page, 'roles-list');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByLabel('Name').fill('stores officer');
    await page.getByLabel('Description').fill('Keeps the stores of the institution');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Role created successfully').waitFor();
    // The name is kept as the server's rule writes it; the role opens on its permissions.
    await page.getByText('STORES_OFFICER').first().waitFor();
    await page.getByLabel(/View user accounts/).check();
    await page.getByLabel(/View roles and permissions/).check();
    await screenshot(page, 'role-permissions');
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('Role updated successfully').waitFor();

    await page.goto(`${e2e.baseUrl}/users/create`);
    await page.getByLabel('Full name').fill('Daudi Mussa');
    await page.getByLabel('Email').fill('daudi@water.go.tz');
    await page.getByLabel('Phone').fill('+255712000111');
    await page.getByLabel('STORES_OFFICER').check();
    await screenshot(page, 'user-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User Registered Successfully').waitFor();
    await page.getByText('Awaiting activation').waitFor();
    await screenshot(page, 'user-show');

    await page.goto(`${e2e.baseUrl}/users`);
    await page.getByRole('cell', { name: 'Daudi Mussa' }).waitFor();
    await screenshot(page, 'users-list');
    await page.context().close();

    // The new user's email, as the outbox keeps it locally.
    const outbox = (await (
      await fetch(`${e2e.baseUrl}/dev/outbox?to=daudi@water.go.tz`)
    ).json()) as { messages: { body: string }[] };
    const link = /https?:\/\/\S+\/create-password\/[A-Za-z0-9_-]+/.exec(
      outbox.messages[0].body,
    )?.[0];
    expect(link).toBeTruthy();
    const newcomer = await newPage();
    await newcomer.goto(`${e2e.baseUrl}${new URL(link!).pathname}`);
    const password = 'Kilimanjaro-Summit-2026!';
    await newcomer.getByLabel('New password', { exact: false }).first().fill(password);
    await newcomer.getByLabel(/Confirm/).fill(password);
    await newcomer.getByRole('button', { name: /Submit/ }).click();
    await newcomer.waitForURL(/\/login/);
    await signIn(newcomer, e2e.baseUrl, 'daudi@water.go.tz', password);
    await newcomer.waitForURL((url) => !url.pathname.startsWith('/login'));
    await newcomer.context().close();
  });
});
