import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { institutions, users } from '../../server/db/schema/identity';
import { serviceGroups, services, serviceSubscriptions } from '../../server/db/schema/services';
import { insertStaff } from '../support/staff';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

const GPSA_ADMIN = { email: 'admin@gpsa.e2e.test', password: 'Gpsa-Admin-Passw0rd!' };

let e2e: Awaited<ReturnType<typeof startE2e>>;
let browser: Browser;

/** A provider (GPSA) with two clients of its stationery service, and staff to assign to it. */
beforeAll(async () => {
  e2e = await startE2e();
  browser = e2e.browser;
  // The sample work of a local install already has GPSA as a provider of government services.
  const [gpsa] = await e2e.db
    .select()
    .from(institutions)
    .where(eq(institutions.name, 'Government Procurement Services Agency'));
  const [water, kilosa] = await e2e.db
    .insert(institutions)
    .values([{ name: 'Ministry of Water' }, { name: 'Kilosa District Council' }])
    .returning();
  const [group] = await e2e.db
    .insert(serviceGroups)
    .values({ name: 'Common-use items', code: 'CUI' })
    .returning();
  const [stationery] = await e2e.db
    .insert(services)
    .values({
      providerInstitutionId: gpsa.id,
      serviceGroupId: group.id,
      name: 'Stationery framework',
      code: 'GPSA-STA',
    })
    .returning();
  await e2e.db.insert(serviceSubscriptions).values([
    { serviceId: stationery.id, providerInstitutionId: gpsa.id, clientInstitutionId: water.id },
    { serviceId: stationery.id, providerInstitutionId: gpsa.id, clientInstitutionId: kilosa.id },
  ]);
  await insertStaff(e2e.db, {
    ...GPSA_ADMIN,
    institutionId: gpsa.id,
    fullName: 'Asha Mrema',
    grants: [
      'uaa.branch.read',
      'uaa.branch.write',
      'uaa.service.read',
      'uaa.service.client.write',
      'uaa.service.user.write',
      'uaa.user.read',
    ],
  });
  await e2e.db.update(users).set({ firstLogin: false }).where(eq(users.email, GPSA_ADMIN.email));
  for (const fullName of ['Zawadi Storekeeper', 'Hamisi Driver']) {
    await insertStaff(e2e.db, {
      email: `${fullName.split(' ')[0].toLowerCase()}@gpsa.e2e.test`,
      password: 'Staff-Passw0rd!',
      institutionId: gpsa.id,
      fullName,
      grants: [],
    });
  }
});
afterAll(() => e2e?.stop());

/**
 * Signed in, on whatever page the person lands: the provider's administrator does not land on the
 * home page (support/app.ts signedInPage waits for /landing).
 */
async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await signIn(page, e2e.baseUrl, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

describe('Administrative areas', () => {
  it('lists the seeded regions by type, creates a ward under a district and deactivates it', async () => {
    const page = await signedInPage(ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`${e2e.baseUrl}/administrative-areas`);
    await page.getByRole('cell', { name: 'Arusha City' }).waitFor();
    await page.getByLabel('Type').first().click();
    await page.getByRole('option', { name: 'Region' }).click();
    await page.getByText('1-25 of 31').waitFor();
    await page.getByRole('cell', { name: 'Dar es Salaam' }).waitFor();
    await screenshot(page, 'administrative-areas-regions');

    await page.getByRole('link', { name: 'Create' }).first().click();
    // The list has a Type filter too, and stays on screen while the form loads: wait for the form.
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Ward' }).click();
    await page.getByLabel('Parent area').fill('Karatu');
    await page.getByRole('option', { name: 'Karatu (Arusha)' }).click();
    await page.getByLabel(/^Name\s*\*?$/).fill('Mbulumbulu');
    await page.getByLabel('Code').fill('KARATU.MBULUMBULU');
    await screenshot(page, 'administrative-area-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();

    await page.goto(
      `${e2e.baseUrl}/administrative-areas?filter=${encodeURIComponent('{"q":"Mbulumbulu"}')}`,
    );
    await page.getByRole('cell', { name: 'Karatu', exact: true }).waitFor();
    const ward = page.getByRole('row', { name: /Mbulumbulu/ });
    await ward.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Deactivated Successfully').waitFor();
    await ward.getByRole('button', { name: 'Activate' }).waitFor();
    await screenshot(page, 'administrative-areas-ward-deactivated');
    await page.context().close();
  });
});

describe('Branches', () => {
  it('lets a platform administrator create a branch of another institution in a district', async () => {
    const page = await signedInPage(ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`${e2e.baseUrl}/branches/create`);
    // The menu's "Institutions section" holds the word too: the field is the combobox.
    await page.getByRole('combobox', { name: 'Institution' }).click();
    await page.getByRole('option', { name: 'Government Procurement Services Agency' }).click();
    await page.getByLabel('Branch name').fill('GPSA Dodoma Zonal Office');
    await page.getByLabel('Branch code *').fill('GPSA-DOM');
    await page.getByLabel('Administrative area').fill('Dodoma City');
    await page.getByRole('option', { name: 'Dodoma City (Dodoma)' }).click();
    await page.getByLabel('Location').fill('Jamhuri Street, Dodoma');
    await screenshot(page, 'branch-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    await page.context().close();
  });

  it("shows an institution administrator their own institution's branches", async () => {
    const page = await signedInPage(GPSA_ADMIN.email, GPSA_ADMIN.password);
    await page.goto(`${e2e.baseUrl}/branches`);
    await page.getByRole('cell', { name: 'GPSA Dodoma Zonal Office' }).waitFor();
    await page.getByRole('cell', { name: 'Dodoma City' }).waitFor();
    await screenshot(page, 'branches-list');
    await page.context().close();
  });
});

describe('Clients and service users', () => {
  it('lets the provider confirm and unsubscribe its clients', async () => {
    const page = await signedInPage(GPSA_ADMIN.email, GPSA_ADMIN.password);
    await page.goto(`${e2e.baseUrl}/service-subscriptions`);
    await page.getByRole('cell', { name: 'Ministry of Water' }).waitFor();
    await screenshot(page, 'service-subscriptions-pending');
    await page
      .getByRole('row', { name: /Ministry of Water/ })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('Confirmed Successfully').waitFor();
    await page.getByRole('cell', { name: 'Ministry of Water' }).waitFor({ state: 'detached' });

    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await page.getByRole('cell', { name: 'Ministry of Water' }).waitFor();
    await page
      .getByRole('row', { name: /Ministry of Water/ })
      .getByRole('button', { name: 'Unsubscribe' })
      .click();
    await page.getByText('Unsubscribe Ministry of Water?').waitFor();
    await screenshot(page, 'service-subscriptions-unsubscribe');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Client unsubscribed Successfully').waitFor();
    await page.getByRole('cell', { name: 'Ministry of Water' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("lets the provider add and remove a service's users", async () => {
    const page = await signedInPage(GPSA_ADMIN.email, GPSA_ADMIN.password);
    await page.goto(`${e2e.baseUrl}/services`);
    await page.getByText('Users of Stationery framework').waitFor();
    await page.getByLabel('Staff to add').click();
    await page.getByRole('option', { name: /Zawadi Storekeeper/ }).click();
    await page.getByLabel('Staff to add').click();
    await page.getByRole('option', { name: /Hamisi Driver/ }).click();
    await page.getByRole('button', { name: 'Add users' }).click();
    await page.getByText('Users Added to Service successfully').waitFor();
    await page.getByText('hamisi@gpsa.e2e.test').waitFor();
    await screenshot(page, 'service-users');
    await page.getByRole('button', { name: 'Remove' }).first().click();
    await page.getByText('Users Removed Successfully').waitFor();
    await page.getByText('hamisi@gpsa.e2e.test').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('Institutions', () => {
  it("says why a delete was refused: the spec's text, the server's reason beneath it", async () => {
    const [kilosa] = await e2e.db
      .select()
      .from(institutions)
      .where(eq(institutions.name, 'Kilosa District Council'));
    for (const fullName of ['Neema Planner', 'Juma Accountant']) {
      await insertStaff(e2e.db, {
        email: `${fullName.split(' ')[0].toLowerCase()}@kilosa.e2e.test`,
        password: 'Staff-Passw0rd!',
        institutionId: kilosa.id,
        fullName,
        grants: [],
      });
    }
    const page = await signedInPage(ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`${e2e.baseUrl}/institutions/${kilosa.uuid}/show`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const toast = page.locator('.MuiSnackbarContent-message');
    await toast.getByText('Failed to Delete Institution detals').waitFor();
    await toast.getByText(/Kilosa District Council has 2 user account\(s\)/).waitFor();
    await screenshot(page, 'institution-delete-refused');
    // Refused, so nothing changed: the institution is still there.
    await page.reload();
    await page.getByText('Kilosa District Council').first().waitFor();
    await page.context().close();
  });
});
