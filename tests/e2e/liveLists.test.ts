import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signedInPage, startE2e } from './support/app';

/**
 * Live lists (issue #23 item 2), as two administrators in two browsers see them: B's list shows A's
 * new record without a reload, B's edit form names A when A opens the same record, and B's record
 * page says that A changed it and reloads it on request.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;
const B = { email: 'bahati@e2e.zabuni.test', password: 'Bahati-Passw0rd!', name: 'Bahati Mrema' };
/**
 * How long a change may take to reach the other browser here: well past the two seconds a person
 * sees on a quiet machine, which CI's loaded one overran (a missing change still fails, at this
 * wait, not the default 30 s). A test asserts that the change arrives; its speed is a benchmark's.
 */
const LIVE_WAIT_MS = 10_000;

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({ ...B, role: 'SUPER_ADMINISTRATOR', userType: 'PPRA', fullName: B.name });
}, 120_000);
afterAll(() => e2e?.stop());

const signedIn = (email: string, password: string) =>
  signedInPage(e2e, { email, password, height: 800 });

describe('two administrators at once', () => {
  it("see each other's changes and each other on the edit form", async () => {
    const a = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const b = await signedIn(B.email, B.password);
    // This attempt's records carry a mark of their own: a retry (after a wait a loaded machine
    // overran) starts from the list the first attempt left.
    const mark = Date.now().toString(36).slice(-5);
    const fee = `Live tender fee ${mark}`;

    // B watches the list (empty on a first attempt); A creates a record in another browser.
    await b.goto(`${e2e.baseUrl}/charge-types`);
    await b.locator('[data-testid="list-empty"], tbody tr').first().waitFor();
    await a.goto(`${e2e.baseUrl}/charge-types/create`);
    await a.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(fee);
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Created Successfully').waitFor();
    await b.getByRole('cell', { name: fee, exact: true }).waitFor({ timeout: LIVE_WAIT_MS });
    await screenshot(b, 'live-list-shows-new-record');

    // B opens it to edit; A opens the same record: B's form names A (and A's names B).
    await b.getByRole('cell', { name: fee, exact: true }).click();
    await b.getByRole('textbox', { name: /^Name\s*\*?$/ }).waitFor();
    const recordUrl = b.url();
    await a.goto(recordUrl);
    await a.getByRole('textbox', { name: /^Name\s*\*?$/ }).waitFor();
    await b
      .getByText('Also editing this record: System Administrator')
      .waitFor({ timeout: LIVE_WAIT_MS });
    await a.getByText(`Also editing this record: ${B.name}`).waitFor({ timeout: LIVE_WAIT_MS });
    await screenshot(b, 'live-edit-names-other-editor');

    // A saves a new name: B's page says so and offers to reload, nothing of B's form is lost unasked.
    await a.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(`${fee} (revised)`);
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Edited Successfully').waitFor();
    await b
      .getByText('System Administrator changed this record')
      .waitFor({ timeout: LIVE_WAIT_MS });
    await expect(b.getByRole('textbox', { name: /^Name\s*\*?$/ }).inputValue()).resolves.toBe(fee);
    await screenshot(b, 'live-record-changed-by-other');
    await b.getByRole('button', { name: 'Reload' }).click();
    await b.getByText('System Administrator changed this record').waitFor({ state: 'detached' });
    await expect
      .poll(() => b.getByRole('textbox', { name: /^Name\s*\*?$/ }).inputValue())
      .toBe(`${fee} (revised)`);
    // A left the form when saving: B is alone on it again (told at once, not at the next hold).
    await b
      .getByText(/Also editing this record/)
      .waitFor({ state: 'detached', timeout: LIVE_WAIT_MS });
    await screenshot(b, 'live-record-reloaded');

    // B's own save does not tell B that someone changed the record.
    await b.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(`${fee} (final)`);
    await b.getByRole('button', { name: 'Save' }).click();
    await b.getByText('Edited Successfully').waitFor();
    await b.getByRole('cell', { name: `${fee} (final)` }).waitFor();
    await expect(b.getByText(/changed this record/).count()).resolves.toBe(0);
    // ...while A's list, open since A's save, shows B's change.
    await a.getByRole('cell', { name: `${fee} (final)` }).waitFor({ timeout: LIVE_WAIT_MS });
    await screenshot(a, 'live-list-shows-other-change');

    // A's network drops and comes back: A's list hears B's next record without a reload.
    await a.context().setOffline(true);
    await a.waitForTimeout(1500);
    await a.context().setOffline(false);
    await a.waitForTimeout(500);
    await b.getByRole('link', { name: 'Create' }).first().click();
    await b.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(`Fee after the drop ${mark}`);
    await b.getByRole('button', { name: 'Save' }).click();
    await b.getByText('Created Successfully').waitFor();
    await a
      .getByRole('cell', { name: `Fee after the drop ${mark}` })
      .waitFor({ timeout: LIVE_WAIT_MS });
    await screenshot(a, 'live-list-after-network-drop');
  });

  it('keep what one typed through a network drop, and are told of the change made meanwhile', async () => {
    const a = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const b = await signedIn(B.email, B.password);
    const fee = `Drop fee ${Date.now().toString(36).slice(-5)}`;
    await a.goto(`${e2e.baseUrl}/charge-types/create`);
    await a.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(fee);
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByText('Created Successfully').waitFor();
    await a.getByRole('cell', { name: fee, exact: true }).click();
    const name = a.getByRole('textbox', { name: /^Name\s*\*?$/ });
    await expect.poll(() => name.inputValue()).toBe(fee);
    const recordUrl = a.url();

    // A types, then A's network drops; B saves the record meanwhile; A's network comes back.
    await name.fill(`${fee} (A typing)`);
    await a.context().setOffline(true);
    await b.goto(recordUrl);
    const bName = b.getByRole('textbox', { name: /^Name\s*\*?$/ });
    await expect.poll(() => bName.inputValue()).toBe(fee);
    await bName.fill(`${fee} (B)`);
    await b.getByRole('button', { name: 'Save' }).click();
    await b.getByText('Edited Successfully').waitFor();
    await a.context().setOffline(false);

    // A is told, and what A typed is still there (nothing read behind A's back reset the form).
    await a.getByText(/changed this record/).waitFor({ timeout: LIVE_WAIT_MS });
    // A read on reconnecting, had there been one, has come back by now (it reset the form once).
    await a.waitForTimeout(1_500);
    await expect(name.inputValue()).resolves.toBe(`${fee} (A typing)`);
    await screenshot(a, 'live-record-changed-during-drop');
  });
});
