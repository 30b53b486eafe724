import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { administrativeAreas } from '../../server/db/schema/areas';
import { tenderCategories } from '../../server/db/schema/referenceData';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * Issue 39 items 2 and 4: the tree beside the areas list opened to a ward by its search, a node moved
 * from the tree; a reference list's name edited in place (Enter saves, Escape cancels). In English
 * at 1280 px, in Kiswahili at 360 px (the tree; cells edit on wider screens).
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;
let ward: { id: number };
/** Another administrator, whose changes an open tree shows without a reload. */
const OTHER = { email: 'bahati@trees.e2e.zabuni.test', password: 'Bahati-Passw0rd!' };

const areaNamed = async (name: string) => {
  const [row] = await e2e.db
    .select()
    .from(administrativeAreas)
    .where(eq(administrativeAreas.name, name));
  return row;
};

beforeAll(async () => {
  e2e = await startE2e();
  const district = await areaNamed('Arusha City');
  [ward] = await e2e.db
    .insert(administrativeAreas)
    .values({ name: 'Kaloleni Mti', code: 'E2E-W', type: 'WARD', parentId: district.id })
    .returning({ id: administrativeAreas.id });
  await e2e.db
    .insert(administrativeAreas)
    .values({ name: 'Mtaa wa Mfano', code: 'E2E-V', type: 'VILLAGE', parentId: ward.id });
  await e2e.db
    .insert(administrativeAreas)
    .values({ name: 'Mji Hai', code: 'E2E-LIVE', type: 'WARD', parentId: district.id });
  await e2e.createUser({ ...OTHER, role: 'SUPER_ADMINISTRATOR', userType: 'PPRA' });
});
afterAll(() => e2e?.stop());

async function signedIn(width: number, locale: 'en' | 'sw'): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/, { timeout: 20_000 });
  if (locale === 'sw') {
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
  }
  return page;
}

/** Opens the tree beside the areas list and finds an area by its search, opening the path to it. */
async function openTreeTo(page: Page, words: { tree: string; search: string }, text: string) {
  await page.goto(`${e2e.baseUrl}/administrative-areas`);
  await page.getByRole('button', { name: words.tree, exact: true }).click();
  const search = page.getByRole('searchbox', { name: words.search });
  await search.fill(text);
  await search.press('Enter');
  await page.getByRole('button', { name: new RegExp(text) }).click();
  // A tree item's name includes those below it: the item itself is the one it starts with.
  const item = page.getByRole('treeitem', { name: new RegExp(`^${text}`) });
  await item.waitFor({ timeout: 10_000 });
  return item;
}

/** Moves the chosen item under the area found by `parent`, through the Move dialog. */
async function moveTo(
  page: Page,
  words: { move: string; search: string; here: string },
  parent: string,
) {
  await page.getByRole('button', { name: words.move }).click();
  // The move dialog (the tree's panel is a dialog too).
  const dialog = page.locator('[role="dialog"][aria-labelledby="tree-move-title"]');
  const search = dialog.getByRole('searchbox', { name: words.search });
  await search.fill(parent);
  await search.press('Enter');
  await dialog.getByRole('button', { name: new RegExp(`^${parent}`) }).click();
  await dialog.getByRole('button', { name: words.here }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

const parentOfWard = async () =>
  (await e2e.db.select().from(administrativeAreas).where(eq(administrativeAreas.id, ward.id)))[0]
    .parentId;

describe('the areas tree and cells edited in place', () => {
  it('in English: opens the tree to a village, moves its ward, edits a name in place', async () => {
    const page = await signedIn(1280, 'en');
    const village = await openTreeTo(
      page,
      { tree: 'Tree', search: 'Find in the tree' },
      'Mtaa wa Mfano',
    );
    await expect(village.getAttribute('aria-checked')).resolves.toBe('true');
    const wardItem = page.getByRole('treeitem', { name: /^Kaloleni Mti/ });
    await expect(wardItem.getAttribute('aria-expanded')).resolves.toBe('true');
    // Keyboard: up from the village is its ward; Space chooses it (Enter would close it).
    await village.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(wardItem.getAttribute('aria-checked')).resolves.toBe('true');
    await moveTo(page, { move: 'Move…', search: 'Find in the tree', here: 'Move here' }, 'Meru');
    await page.getByText('Moved Successfully: Kaloleni Mti under Meru').waitFor();
    await screenshot(page, 'tree-areas-1280');
    expect(await parentOfWard()).toBe((await areaNamed('Meru')).id);
    await page.getByRole('button', { name: 'Close the tree' }).click();

    await page.goto(`${e2e.baseUrl}/tender-categories`);
    // The pencil edits in place (a click on the text opens the form, as before).
    const works = page.getByRole('row', { name: /Works/ });
    await works.getByRole('button', { name: 'Edit Name here' }).click();
    const input = page.getByRole('textbox', { name: 'Name' });
    await input.fill('Works cancelled');
    await input.press('Escape');
    await page.getByRole('button', { name: /^Name: Works\./ }).waitFor();
    await page.getByRole('button', { name: /^Name: Works\./ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Name' }).fill('Works and Construction');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Name: Works and Construction\./ }).waitFor();
    await screenshot(page, 'inline-edit-1280');
    const saved = await e2e.db
      .select()
      .from(tenderCategories)
      .where(and(eq(tenderCategories.code, 'W'), eq(tenderCategories.deleted, false)));
    expect(saved[0]).toMatchObject({ name: 'Works and Construction', version: 2 });
    await page.context().close();
  });

  it('in Kiswahili at 360 px: the tree fills the screen, opens to the ward and moves it back', async () => {
    const page = await signedIn(360, 'sw');
    const wardItem = await openTreeTo(
      page,
      { tree: 'Mti', search: 'Tafuta kwenye mti' },
      'Kaloleni Mti',
    );
    await wardItem.click();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(360);
    await screenshot(page, 'tree-areas-360-sw');
    await moveTo(
      page,
      { move: 'Hamisha…', search: 'Tafuta kwenye mti', here: 'Hamishia hapa' },
      'Arusha City',
    );
    await page.getByText('Kimehamishwa kwa Mafanikio: Kaloleni Mti chini ya Arusha City').waitFor();
    expect(await parentOfWard()).toBe((await areaNamed('Arusha City')).id);
    await page.context().close();
  });

  it('in Kiswahili at 1280 px: a name shown in Kiswahili edits in place; Escape cancels', async () => {
    const page = await signedIn(1280, 'sw');
    await page.goto(`${e2e.baseUrl}/tender-categories`);
    const goods = () =>
      page.getByRole('button', { name: /^Jina: Bidhaa\. Bonyeza Enter kuhariri/ });
    await page
      .getByRole('row', { name: /Bidhaa/ })
      .getByRole('button', { name: 'Hariri Jina hapa' })
      .click();
    await page.getByRole('textbox', { name: 'Jina' }).fill('Bidhaa zote');
    await page.keyboard.press('Escape');
    await goods().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Jina' }).fill('Bidhaa na vifaa');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Jina: Bidhaa na vifaa\./ }).waitFor();
    const [row] = await e2e.db
      .select()
      .from(tenderCategories)
      .where(eq(tenderCategories.code, 'G'));
    // The Swahili twin the cell showed is what changed, once.
    expect(row).toMatchObject({ name: 'Goods', nameSw: 'Bidhaa na vifaa', version: 2 });
    await page.context().close();
  });

  it("shows another administrator's rename and move in the open tree, without a reload", async () => {
    const page = await signedIn(1280, 'en');
    await openTreeTo(page, { tree: 'Tree', search: 'Find in the tree' }, 'Mji Hai');
    const meru = page.getByRole('treeitem', { name: /^Meru/ });
    const city = page.getByRole('treeitem', { name: /^Arusha City/ });
    await meru.waitFor();
    // Nothing below Meru yet: no count.
    await expect(meru.getByText(/below$/).count()).resolves.toBe(0);
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    // The other administrator, signed in in another browser, renames the ward and then moves it
    // under Meru through the server's own saves.
    const other = await e2e.browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, e2e.baseUrl, OTHER.email, OTHER.password);
    await otherPage.waitForURL(/\/landing/, { timeout: 20_000 });
    const token = await otherPage.evaluate(() => sessionStorage.getItem('currentClient'));
    const call = async (query: string, variables: object) => {
      const answer = (await (
        await fetch(`${e2e.baseUrl}/zabuni-uaa/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: Record<string, { code: number; message: string }> };
      const [result] = Object.values(answer.data);
      expect(result.code, result.message).toBe(9000);
    };
    const [row] = await e2e.db
      .select()
      .from(administrativeAreas)
      .where(eq(administrativeAreas.code, 'E2E-LIVE'));
    const district = await areaNamed('Arusha City');
    await call(
      `mutation ($a: AdministrativeAreaInput!) { createUpdateAdministrativeArea(administrativeAreaInput: $a) { code message } }`,
      {
        a: {
          uuid: row.uuid,
          name: 'Mji Hai Mpya',
          code: 'E2E-LIVE',
          type: 'WARD',
          parentUuid: district.uuid,
          version: row.version,
        },
      },
    );
    const renamedAt = Date.now();
    await city.getByRole('treeitem', { name: /^Mji Hai Mpya/ }).waitFor({ timeout: 5000 });
    expect(Date.now() - renamedAt).toBeLessThan(5000);
    await expect(page.getByRole('treeitem', { name: /^Mji Hai(?! Mpya)/ }).count()).resolves.toBe(
      0,
    );
    await screenshot(page, 'tree-live-rename');

    await call(
      `mutation ($uuid: String!, $parent: String!, $version: Int!) {
        moveTreeNode(tree: AREAS, uuid: $uuid, parentUuid: $parent, version: $version) { code message } }`,
      { uuid: row.uuid, parent: (await areaNamed('Meru')).uuid, version: row.version + 1 },
    );
    // It leaves Arusha City and Meru now counts it; opening Meru shows it there.
    await city.getByRole('treeitem', { name: /^Mji Hai Mpya/ }).waitFor({
      state: 'detached',
      timeout: 5000,
    });
    await meru.getByText('1 below').waitFor({ timeout: 5000 });
    await meru.locator('.MuiTreeItem-iconContainer').first().click();
    await meru.getByRole('treeitem', { name: /^Mji Hai Mpya/ }).waitFor({ timeout: 5000 });
    await screenshot(page, 'tree-live-move');
    await expect(page.evaluate(() => 'stillThisPage' in window)).resolves.toBe(true);
    await other.close();
    await page.context().close();
  });
});
