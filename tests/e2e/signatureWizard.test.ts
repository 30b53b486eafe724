import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signIn, startE2e } from './support/app';

const STAFF = { email: 'staff@e2e.zabuni.test', password: 'Staff-Passw0rd!' };
const KEY_PHRASE = 'mango-tree-42';

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({ ...STAFF, role: 'PROCUREMENT_OFFICER' });
});
afterAll(() => e2e?.stop());

describe('the first-login signature wizard', () => {
  it('takes a new procuring-entity user through all five steps, resuming after a reload', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2e.baseUrl, STAFF.email, STAFF.password);
    await page.waitForURL(/\/pe-signature/);
    await page.getByText('Choose a key phrase.').waitFor();

    // Step 2: the key phrase rules.
    const request = page.getByRole('button', { name: 'Request Signature' });
    await page.getByLabel('Key phrase', { exact: true }).fill('short');
    await page.getByText('Key phrase must contain at least 6 characters').waitFor();
    await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
    await page.getByLabel('Repeat key phrase').fill(`${KEY_PHRASE}x`);
    await page.getByText('Key phrase and repeated key phrase do not match').waitFor();
    await expect(request.count()).resolves.toBe(0);
    await page.getByLabel('Repeat key phrase').fill(KEY_PHRASE);
    await screenshot(page, 'signature-request');
    await request.click();

    // Step 3: the billing policy; a wrong key phrase signs nothing.
    await page.getByRole('heading', { name: 'Billing Policy' }).waitFor();
    await expect(page.getByRole('button', { name: 'Accept and Sign' }).count()).resolves.toBe(0);
    await page.getByLabel('Key phrase', { exact: true }).fill('not-my-phrase');
    await page.getByRole('button', { name: 'Accept and Sign' }).click();
    await page.getByText('Failed to accept billing policy, invalid key phrase').waitFor();
    await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
    await screenshot(page, 'signature-billing-policy');
    await page.getByRole('button', { name: 'Accept and Sign' }).click();

    // Step 4, then a reload: the wizard resumes at the code of conduct.
    await page
      .getByRole('heading', { name: 'Code of Ethics and Conduct for Public Officers' })
      .waitFor();
    await page.reload();
    await page
      .getByRole('heading', { name: 'Code of Ethics and Conduct for Public Officers' })
      .waitFor();
    await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
    await page.getByRole('button', { name: 'Accept and Sign' }).click();

    // Step 5, then the routing of section 4: a user who is not an institution administrator lands.
    await page.getByRole('heading', { name: 'Terms and Conditions of Use' }).waitFor();
    await page.getByLabel('Key phrase', { exact: true }).fill(KEY_PHRASE);
    await page.getByRole('button', { name: 'Accept and Sign' }).click();
    await page.waitForURL(/\/landing/);

    // The three signed documents are listed on the user.
    await page.getByText('Your signed documents').waitFor();
    for (const title of [
      'Billing Policy',
      'Code of Ethics and Conduct for Public Officers',
      'Terms and Conditions of Use',
    ]) {
      await page.getByText(title, { exact: true }).waitFor();
    }
    await screenshot(page, 'signature-done-landing');

    // Signing in again goes straight to the landing page.
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, e2e.baseUrl, STAFF.email, STAFF.password);
    await page.waitForURL(/\/(landing|institution)/);
    await context.close();
  });
});
