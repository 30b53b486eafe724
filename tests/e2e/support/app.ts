import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/main';
import type { Db } from '../../../server/db/client';
import type { App } from '../../../server/createApp';
import { seededDatabase } from '../../support/seededDatabases';
import { insertUserWithRole } from '../../support/users';

export const ADMIN_EMAIL = 'admin@e2e.zabuni.test';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';
const screenshotDir = path.resolve('test-results/screenshots');

/**
 * The real server on a random port with a fresh embedded database, serving the built app (dist/),
 * and Debian's Chromium driven by Playwright. Never a downloaded browser.
 */
export async function startE2e(env: Record<string, string> = {}): Promise<{
  baseUrl: string;
  browser: Browser;
  /** Adds a user holding one base role, or none (a tenderer: userType TENDERER). */
  createUser(options: {
    email: string;
    password: string;
    role?: string;
    userType?: string;
    fullName?: string;
  }): Promise<void>;
  /** Raises the requests emailed links answer (profile, work, bid change, invitation). */
  requests: App['requests'];
  /** The server's database, for what a test must arrange that no screen does (an expired link). */
  db: Db;
  stop(): Promise<void>;
}> {
  // E2E_WEB_DIR: a build of one's own (vite build --outDir ...), so parallel runs do not share dist/.
  const webDir = process.env.E2E_WEB_DIR || 'dist';
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`Build the app first: npm run build (looked in ${webDir})`);
  }
  const serverEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIR: webDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // The seeded administrator signs in with a password alone in tests of other features
    // (decision 148); the second-factor test turns enforcement on.
    SECOND_FACTOR_ENFORCED: 'false',
    ...env,
  };
  // Each file's server has an embedded database of its own in a folder of its own, copied from one
  // seeded once per run for this environment (tests/support/seededDatabases.ts): the first start's
  // initdb, migrations and seed cost some 15-30 s on the CI machine, a copy's start 2-3 s.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-e2e-'));
  const database = await seededDatabase(serverEnv, tempDir, { embedded: true });
  const server = await startServer(loadConfig({ ...serverEnv, ...database.env }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  waitsForTheLiveApp(browser);
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    browser,
    createUser: (options) => insertUserWithRole(server.database.db, options),
    requests: server.requests,
    db: server.database.db,
    async stop() {
      await browser.close();
      await server.stop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * A public page arrives prerendered and inert until the app replaces it (scripts/firstPaint.ts), its
 * loading bar running meanwhile: as a person waits for the bar to go, every page of these tests
 * waits after goto and reload for the live page. Tests of the prerendered page itself use
 * `page.route` to keep the app's scripts away.
 */
function waitsForTheLiveApp(browser: Browser) {
  const untilLive = (page: Page) =>
    page.locator('[data-prerendered]').waitFor({ state: 'detached', timeout: 30_000 });
  const patchPage = (page: Page) => {
    const thenUntilLive =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await navigate(...args);
        if (!scriptFree.has(page)) await untilLive(page);
        return response;
      };
    trackRequests(page);
    page.goto = thenUntilLive(page.goto.bind(page));
    page.reload = thenUntilLive(page.reload.bind(page));
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context: BrowserContext = await newContext(...args);
    context.on('page', patchPage);
    return context;
  };
}

/** Each page's requests in flight, without its live streams: what `settled` waits on. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** A live stream (server-sent events over fetch) stays open as long as its page: never "finished". */
const isLiveStream = (request: Request) =>
  request.resourceType() === 'eventsource' ||
  (request.headers()['accept'] ?? '').includes('text/event-stream');

function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page's calls have ended: no request in flight but its live streams for half a
 * second (Playwright's "networkidle", which a signed-in page never reaches as its live stream stays
 * open), at most `timeout` ms; then no progress indicator shown.
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  const open = inFlight.get(page);
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (open && Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: Math.max(1000, deadline - Date.now()) })
    .catch(() => undefined);
}

/** Whether the test keeps the app's scripts away from this page (its prerendered page is tested). */
const scriptFree = new WeakSet<Page>();

/** Opens a page whose app scripts never arrive: the page as its HTML alone shows it. */
export async function withoutScripts(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  scriptFree.add(page);
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto(url);
  return page;
}

/**
 * Opens an address of the app in the page already running it, as the app's own links do (its router
 * follows the browser's history), instead of loading the whole app again as `goto` does: for tests
 * that walk many screens of one signed-in page. Ends once the page's calls have ended (`settled`);
 * with `readsAgain`, once a list shown from the cache has been read again.
 */
export async function openInApp(
  page: Page,
  address: string,
  { readsAgain = false } = {},
): Promise<void> {
  // The pointer leaves what it last pointed at, as it does for a person going to a link (a sort
  // header's tooltip stays open while pointed at, over the first row).
  await page.mouse.move(0, 0);
  // `readsAgain`: the screen shows what it read before at once, then reads it again; its rows are
  // the server's once a call has started and the calls have ended. None starts when the page already
  // shows that address (nothing mounts again: its last read, or the one in flight that `settled`
  // waits for, is what it shows), nor when the same read is already in flight.
  const call =
    readsAgain && !(await showsAddress(page, address))
      ? page
          .waitForRequest((request) => isCall(request) && !isLiveStream(request), {
            timeout: 5_000,
          })
          .catch(() => undefined)
      : undefined;
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
  await call;
  await settled(page);
}

/** Whether the page shows this address now: its path, and its query's parameters in any order. */
const showsAddress = (page: Page, address: string) =>
  page.evaluate((target) => {
    const wanted = new URL(target, location.href);
    const params = (url: URL) => [...url.searchParams.entries()].sort().join('&');
    return (
      wanted.pathname === location.pathname && params(wanted) === params(new URL(location.href))
    );
  }, address);

const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * A browser context of its own (no session shared with the test's other pages), signed in through
 * Sign In and on the landing page: the administrator's unless another person is named.
 */
export async function signedInPage(
  e2e: { baseUrl: string; browser: Browser },
  {
    email = ADMIN_EMAIL,
    password = ADMIN_PASSWORD,
    width = 1280,
    height = 900,
    acceptDownloads = false,
  } = {},
): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width, height }, acceptDownloads });
  const page = await context.newPage();
  await signIn(page, e2e.baseUrl, email, password);
  await page.waitForURL(/\/landing/);
  return page;
}

/** Signs in through the Sign In page as a person would. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The table cell whose text is exactly `text`. A reference list's cell that edits in place is named
 * by its edit button ("Name: Roads. Press Enter to edit"), not by its text alone, so cells are found
 * by what they show.
 */
export const cellShowing = (scope: Page | Locator, text: string): Locator =>
  scope
    .getByRole('cell')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
