import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { institutions } from '../../server/db/schema/identity';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startE2e } from './support/app';

/**
 * No floating control covers a form's actions (issue 38 item 11, decision 136): the Give Feedback
 * button against every action of an edit form (Save, Delete), a short one and a long one, at a
 * phone's width, at each of the spec's six breakpoints and at 1366 x 800, before scrolling, with
 * the toolbar just scrolled into view at the bottom edge, and at the end of the page. Each action
 * is measured against the button's box, and a point at its left, middle and right must be the
 * action itself (what a tap there would press).
 */
/** A form's actions as a person finds them: its toolbar's buttons and its submit button. */
const FORM_ACTIONS = 'form [role="toolbar"] button, form button[type="submit"]';

const viewports = [
  { width: 360, height: 740 },
  { width: 640, height: 800 },
  { width: 768, height: 800 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 800 },
  { width: 1536, height: 864 },
  { width: 1920, height: 1080 },
];

let e2e: Awaited<ReturnType<typeof startE2e>>;
let forms: { name: string; url: string }[];

beforeAll(async () => {
  e2e = await startE2e();
  const [institution] = await e2e.db.select().from(institutions).limit(1);
  const page = await (await e2e.browser.newContext()).newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
  await page.goto(`${e2e.baseUrl}/charge-types/create`);
  await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Floating check fee');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Created Successfully').waitFor();
  await page.getByRole('cell', { name: 'Floating check fee', exact: true }).click();
  await page.waitForURL(/\/charge-types\/[^/]+$/);
  forms = [
    { name: 'charge-type', url: page.url() },
    { name: 'institution', url: `${e2e.baseUrl}/institutions/${institution.uuid}` },
  ];
  await page.context().close();
}, 180_000);
afterAll(() => e2e?.stop());

const feedbackButton = (page: Page) => page.getByRole('button', { name: 'Give Feedback' });

/** Two frames on: the page has handled its scroll events and drawn what they changed. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** The page has stopped scrolling: the button has expanded again (1.5 s on) and been placed. */
async function settled(page: Page) {
  await expect
    .poll(() => feedbackButton(page).innerText(), { timeout: 10_000 })
    .toMatch(/feedback/i);
  await twoFrames(page);
}

interface Measured {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** Whether points a quarter, half and three quarters across it hit it (none: too little shows). */
  hits: boolean[];
}

/** Every form action on screen, with its box and what a tap on it would press. */
const measureActions = (page: Page) =>
  page.evaluate((selector): Measured[] => {
    return [...document.querySelectorAll(selector)]
      .map((action) => ({ action, rect: action.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
      .map(({ action, rect }) => ({
        name: action.textContent ?? '',
        box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
        // Tapped where at least half of it shows (a sliver at the bottom edge is not a target).
        hits:
          Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0) < rect.height / 2
            ? []
            : [0.25, 0.5, 0.75].map((across) => {
                const hit = document.elementFromPoint(
                  rect.left + rect.width * across,
                  (Math.max(rect.top, 0) + Math.min(rect.bottom, window.innerHeight)) / 2,
                );
                return !!hit && action.contains(hit);
              }),
      }));
  }, FORM_ACTIONS);

const overlap = (
  a: { left: number; top: number; right: number; bottom: number },
  b: { left: number; top: number; right: number; bottom: number },
) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Scrolls so the form's toolbar just shows at the bottom edge ("until one scrolls"). */
const scrollToolbarToBottomEdge = (page: Page) =>
  page.evaluate(() => {
    const toolbar = document.querySelector('form [role="toolbar"]');
    if (!toolbar) return;
    const { bottom } = toolbar.getBoundingClientRect();
    window.scrollBy(0, bottom - window.innerHeight + 4);
  });

/** Each form action shown is clear of the button's box and pressed where a person taps it. */
async function expectNoActionCovered(page: Page, where: string) {
  const button = await feedbackButton(page).boundingBox();
  expect(button, 'the Give Feedback button is shown').not.toBeNull();
  const feedback = {
    left: button!.x,
    top: button!.y,
    right: button!.x + button!.width,
    bottom: button!.y + button!.height,
  };
  const size = page.viewportSize();
  for (const action of await measureActions(page)) {
    const what = `${action.name} at ${size?.width} x ${size?.height}, ${where}`;
    expect(overlap(feedback, action.box), `covered: ${what}`).toBe(false);
    if (action.hits.length) {
      expect(action.hits, `pressed where tapped: ${what}`).toEqual([true, true, true]);
    }
  }
}

describe('the Give Feedback button never covers a form action', () => {
  for (const viewport of viewports) {
    it(`at ${viewport.width} x ${viewport.height}`, async () => {
      const context = await e2e.browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(/\/landing/);
      for (const form of forms) {
        await page.goto(form.url);
        // A changed form, as when one saves: Save is enabled (a disabled one takes no tap).
        const name = page.getByRole('textbox', { name: /^Name\s*\*?$/ });
        await expect.poll(() => name.inputValue()).not.toBe('');
        await name.fill(`${await name.inputValue()} (changed)`);
        await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
        const positions = {
          top: () => page.evaluate(() => window.scrollTo(0, 0)),
          toolbarAtBottomEdge: () => scrollToolbarToBottomEdge(page),
          end: () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
        };
        for (const [position, scroll] of Object.entries(positions)) {
          await scroll();
          // Just scrolled (the button collapsed, well within its 1.5 s), then settled (expanded
          // again): clear in both.
          await page.waitForTimeout(250);
          await expectNoActionCovered(page, `${form.name} form, ${position}, just scrolled`);
          await settled(page);
          await expectNoActionCovered(page, `${form.name} form, ${position}`);
          if (position !== 'top') {
            expect(await measureActions(page), `actions shown: ${position}`).not.toEqual([]);
          }
          // What the person sees (a full-page picture would move the fixed controls).
          await page.screenshot({
            path: `test-results/screenshots/feedback-clear-${form.name}-${viewport.width}-${position}.png`,
          });
        }
      }
      await context.close();
    });
  }

  it("on a phone, a tap on Save's left half saves the form", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.goto(forms[0].url);
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Floating check fee (phone)');
    await settled(page);
    const save = (await page.getByRole('button', { name: 'Save' }).boundingBox())!;
    await page.mouse.click(save.x + save.width / 4, save.y + save.height / 2);
    await page.getByText('Edited Successfully').waitFor();
    expect(await page.getByRole('dialog', { name: 'Give Feedback' }).count()).toBe(0);
    await context.close();
  });
});
