import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../server/db/schema/departments';
import { forgetSessions } from '../../server/auth/sessions';
import { institutions, refreshTokens, users } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * One tab, two people: the administrator (A) signs out of an open list and an institution's user (B)
 * signs in in the same tab, without a reload. Nothing of A's session reaches B: the user menu names
 * B from the first frame, the menu offers B's lists only, no record of another institution is drawn
 * from a cache, A's live stream is closed, and the list views are B's.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;
const A_NAME = 'System Administrator';
const B = { email: 'neema@water.e2e.test', password: 'Neema-Passw0rd-Long!', name: 'Neema Mushi' };
/** A department of another institution than B's, which A sees on the list. */
const OTHER_DEPARTMENT = 'Roads Planning Unit';
const OWN_DEPARTMENT = 'Water Supply Unit';

beforeAll(async () => {
  e2e = await startE2e();
  const [roads, water] = await e2e.db
    .insert(institutions)
    .values([
      { name: 'Ministry of Roads', registrationComplete: true },
      { name: 'Ministry of Water', registrationComplete: true },
    ])
    .returning();
  await e2e.db.insert(departments).values([
    { name: OTHER_DEPARTMENT, code: 'RPU', institutionId: roads.id, createdBy: 'test' },
    { name: OWN_DEPARTMENT, code: 'WSU', institutionId: water.id, createdBy: 'test' },
  ]);
  await insertStaff(e2e.db, {
    ...B,
    fullName: B.name,
    institutionId: water.id,
    grants: ['uaa.department.read', 'uaa.department.write'],
  });
  await e2e.db
    .update(users)
    .set({ firstLogin: false, tocAttachmentUuid: crypto.randomUUID() })
    .where(eq(users.email, B.email));
}, 120_000);
afterAll(() => e2e?.stop());

/**
 * Records, at every change of the page (before it is painted), whether the app bar named A and
 * whether A's department was shown anywhere: `window.__seen`, emptied by the test when B signs in.
 */
function recordEveryFrame({ otherDepartment, aName }: { otherDepartment: string; aName: string }) {
  const seen = { aName: false, otherDepartment: false, bar: [] as string[], menu: [] as string[] };
  Object.assign(window, { __seen: seen });
  new MutationObserver(() => {
    const current = (window as unknown as { __seen: typeof seen }).__seen;
    const bar = document.querySelector('header')?.textContent ?? '';
    if (bar.includes(aName)) current.aName = true;
    if (document.body.textContent?.includes(otherDepartment)) current.otherDepartment = true;
    if (current.bar.at(-1) !== bar) current.bar.push(bar);
    for (const item of document.querySelectorAll('.RaSidebar-fixed [role="menuitem"]')) {
      const name = item.textContent ?? '';
      if (!current.menu.includes(name)) current.menu.push(name);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const seen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __seen: { aName: boolean; otherDepartment: boolean; bar: string[]; menu: string[] };
        }
      ).__seen,
  );

/** The live streams the page opens (recordChanged over server-sent events), and whether each ended. */
function watchStreams(page: Page) {
  const streams = new Map<Request, { ended: boolean }>();
  page.on('request', (request) => {
    if (/recordChanged/.test(request.postData() ?? '')) streams.set(request, { ended: false });
  });
  const end = (request: Request) => {
    const stream = streams.get(request);
    if (stream) stream.ended = true;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    open: () => [...streams.values()].filter((stream) => !stream.ended).length,
    count: () => streams.size,
    /** Whether the first `count` streams opened (one person's) have all ended. */
    endedOf: (count: number) => [...streams.values()].slice(0, count).every((s) => s.ended),
  };
}

const sidebarItems = (page: Page) =>
  page.locator('.RaSidebar-fixed [role="menuitem"]').allTextContents();

const headers = (page: Page) => page.locator('thead th').allInnerTexts();

/** A opens the departments of every institution (a live list) and hides one of its columns. */
async function aOnTheDepartments(
  page: Page,
  streams: ReturnType<typeof watchStreams>,
  column: string,
) {
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
  await page.getByRole('menuitem', { name: 'Departments' }).click();
  await page.getByRole('cell', { name: OTHER_DEPARTMENT }).waitFor();
  await expect.poll(() => streams.open(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => headers(page)).toContain(column);
  await page.getByRole('button', { name: 'Columns' }).click();
  const saved = page.waitForResponse((response) =>
    /saveMyPreference/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('presentation').getByLabel(column, { exact: true }).click();
  await saved;
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).not.toContain(column);
}

/**
 * B signs in in the same tab (no reload) and opens the departments from the menu; every frame from
 * B's sign-in on is checked for anything of A's (the name, the menu, the other institution's record,
 * the hidden column, the stream).
 */
async function bSeesNothingOfA(
  page: Page,
  streams: ReturnType<typeof watchStreams>,
  { column, name }: { column: string; name: string },
) {
  const streamsOfA = streams.count();
  await page.evaluate(() => {
    const current = (window as unknown as { __seen: Record<string, unknown> }).__seen;
    Object.assign(current, { aName: false, otherDepartment: false, bar: [], menu: [] });
  });
  await page.getByLabel('Email').fill(B.email);
  await page.getByLabel('Password', { exact: true }).fill(B.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/landing/);
  await page.getByRole('heading', { name: `Welcome, ${B.name}` }).waitFor();
  await screenshot(page, `session-change-${name}-b-signed-in`);
  await page.getByRole('button', { name: B.name }).waitFor({ timeout: 5000 });

  // B's departments: B's institution's only, never A's from a cache; B's own list views.
  await page.getByRole('menuitem', { name: 'Departments' }).click();
  await page.getByRole('cell', { name: OWN_DEPARTMENT }).waitFor();
  await expect.poll(() => headers(page)).toContain(column);
  // A's streams are over; B's page listens with streams of its own.
  expect(streams.endedOf(streamsOfA)).toBe(true);
  await expect.poll(() => streams.open(), { timeout: 15_000 }).toBeGreaterThan(0);
  await screenshot(page, `session-change-${name}-b-departments`);

  const frames = await seen(page);
  expect(frames.aName, `the app bar named A: ${JSON.stringify(frames.bar)}`).toBe(false);
  expect(frames.otherDepartment).toBe(false);
  expect(frames.bar.some((bar) => bar.includes(B.name))).toBe(true);
  // The menu never offered more than B's own, as a fresh page of B's draws it.
  await page.reload();
  await page.getByRole('cell', { name: OWN_DEPARTMENT }).waitFor();
  const menuOfB = await sidebarItems(page);
  expect(menuOfB).toContain('Departments');
  expect(menuOfB).not.toContain('Users');
  expect(frames.menu.filter((item) => !menuOfB.includes(item))).toEqual([]);
}

async function recordedPage() {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordEveryFrame, {
    otherDepartment: OTHER_DEPARTMENT,
    aName: A_NAME,
  });
  const page = await context.newPage();
  return { context, page, streams: watchStreams(page) };
}

describe('another person signing in in the same tab', () => {
  it('after a sign-out from an open list sees nothing of the first', async () => {
    const { context, page, streams } = await recordedPage();
    await aOnTheDepartments(page, streams, 'Code');
    // A signs out from the open list: A's stream ends.
    await page.getByRole('button', { name: A_NAME }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    const streamsOfA = streams.count();
    await expect.poll(() => streams.endedOf(streamsOfA), { timeout: 15_000 }).toBe(true);
    await bSeesNothingOfA(page, streams, { column: 'Code', name: 'sign-out' });
    await context.close();
  });

  it("after the server ended the first person's session sees nothing of it", async () => {
    const { context, page, streams } = await recordedPage();
    await aOnTheDepartments(page, streams, 'Users');
    // A's sign-in is ended on the server (as a deactivation or a password reset ends it): the
    // stream ends, the next read is refused, and the tab offers Sign In.
    const [admin] = await e2e.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    await e2e.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, admin.id));
    const streamsOfA = streams.count();
    await forgetSessions(e2e.db);
    await expect.poll(() => streams.endedOf(streamsOfA), { timeout: 15_000 }).toBe(true);
    // The list reads again (the refresh button): the tab is told the session is over.
    const signInAgain = page.getByRole('button', { name: 'Sign In' });
    await signInAgain.waitFor({ timeout: 3000 }).catch(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
    });
    await signInAgain.click();
    await page.waitForURL(/\/login/);
    await bSeesNothingOfA(page, streams, { column: 'Users', name: 'session-ended' });
    await context.close();
  });
});
