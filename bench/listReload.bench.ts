/**
 * `npm run bench:reload`: how long a signed-in administrator waits for a list's first row when they
 * reload its page with every asset cached (issue 42 item 2). Drives Chromium against the real server
 * (embedded database, a throw-away data directory) and prints, for each of 8 reloads and their
 * median, the milliseconds from the navigation's start to:
 *
 * - entry: the entry script received (from the cache);
 * - query sent / answer: the list's GraphQL query leaving, and its answer read;
 * - first row: the first row of the list painted (the frame after it entered the page).
 *
 * Settings: BENCH_WEB_DIR (a build, default dist/), BENCH_PATH (default /institutions, a list the
 * new database already holds rows of) and BENCH_OPERATION (its list operation, listOfInstitutions),
 * BENCH_RUNS (8). Prints; asserts nothing.
 *
 * BENCH_PROFILE=1 then reloads once more as Lighthouse's mobile preset loads a page (412 px wide, the
 * cache off, the CPU 4 times slower) under Chromium's CPU profiler and prints the main thread's self
 * time by package or source file (bench/cpuProfile.ts). Build with `--sourcemap` to see past chunks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { selfTimeBySource, type CpuProfile } from './cpuProfile';

const ADMIN_EMAIL = 'reload-admin@zabuni.test';
const ADMIN_PASSWORD = 'Reload-Admin-Passw0rd-Long!';
/** A table's row, or a phone's line (resources/shared/List.tsx draws a simple list there). */
const ROW = '.RaDatagrid-row, .RaDataTable-row, .SmallScreenList li';

interface Timings {
  entry: number;
  querySent: number;
  answer: number;
  firstRow: number;
}

/**
 * Runs in the page before its scripts: notes when a GraphQL call whose body names a list operation
 * leaves and is answered, and when the first row enters the page (then the next frame: painted).
 */
function instrument([rowSelector, operation]: [string, string]) {
  const marks: Record<string, number> = {};
  (window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const isList = /graphql/.test(String(input)) && body.includes(operation);
    if (isList && marks.querySent === undefined) marks.querySent = performance.now();
    const response = await originalFetch(input, init);
    if (isList && marks.answer === undefined) {
      void response
        .clone()
        .text()
        .then(() => {
          marks.answer ??= performance.now();
        });
    }
    return response;
  };
  const observer = new MutationObserver(() => {
    if (marks.rowInDom !== undefined || !document.querySelector(rowSelector)) return;
    marks.rowInDom = performance.now();
    requestAnimationFrame(() => {
      // The frame in which the row was first drawn has been produced by now.
      setTimeout(() => {
        marks.firstRow = performance.now();
      }, 0);
    });
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function reloadOnce(page: Page): Promise<Timings> {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      (window as unknown as { benchMarks?: Record<string, number> }).benchMarks?.firstRow !==
      undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const marks = (window as unknown as { benchMarks: Record<string, number> }).benchMarks;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name)) as
      PerformanceResourceTiming | undefined;
    return {
      entry: entry?.responseEnd ?? NaN,
      querySent: marks.querySent ?? NaN,
      answer: marks.answer ?? NaN,
      firstRow: marks.firstRow,
    };
  });
}

/** BENCH_TRACE=1: what the last reload fetched and when (ms from navigation start), to find a wait. */
async function lastTimeline(page: Page) {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name.replace(location.origin, ''),
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  return entries
    .map((e) => `${e.start.toFixed(0).padStart(6)} ${e.end.toFixed(0).padStart(6)}  ${e.name}`)
    .join('\n');
}

/** One reload as a phone on Lighthouse's mobile preset, profiled: self time by source, and its timings. */
async function profiledReload(page: Page, webDir: string) {
  const cdp = await page.context().newCDPSession(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const timings = await reloadOnce(page);
  const { profile } = await cdp.send('Profiler.stop');
  const groups = selfTimeBySource(profile as CpuProfile, webDir).filter(
    ([group]) => group !== '(idle)',
  );
  const sampled = groups.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `\nProfiled reload (412 px, cache off, CPU 4x): first row at ${timings.firstRow.toFixed(0)} ms, ` +
      `${sampled.toFixed(0)} ms of main-thread work sampled; self time by source:`,
  );
  console.log('| source | ms |\n| :----- | -: |');
  for (const [group, ms] of groups.slice(0, 30)) console.log(`| ${group} | ${ms.toFixed(0)} |`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const webDir = process.env.BENCH_WEB_DIR || 'dist';
  const listPath = process.env.BENCH_PATH || '/institutions';
  const operation = process.env.BENCH_OPERATION || 'listOfInstitutions';
  const runs = Number(process.env.BENCH_RUNS || 8);
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`No build in ${webDir}: run npm run build`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-reload-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Measured with a password-only sign-in, as the tests are (decision 148).
      SECOND_FACTOR_ENFORCED: 'false',
      LOG_LEVEL: 'warn',
    }),
    () => {},
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const results: Timings[] = [];
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await page.goto(`${baseUrl}/login`);
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/landing/);
    await page.addInitScript(instrument, [ROW, operation] as [string, string]);
    await page.goto(`${baseUrl}${listPath}`);
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    // Once to fill the cache with the list's own chunks, then measured.
    await reloadOnce(page);
    for (let run = 0; run < runs; run += 1) results.push(await reloadOnce(page));
    if (process.env.BENCH_TRACE) console.log(await lastTimeline(page));
    if (process.env.BENCH_PROFILE) await profiledReload(page, webDir);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const cell = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(10);
  console.log(`${listPath} reloaded with cached assets (${webDir}), ms from navigation start:`);
  console.log(`| run    |      entry | query sent |     answer |  first row |`);
  console.log(`| :----- | ---------: | ---------: | ---------: | ---------: |`);
  results.forEach((r, i) =>
    console.log(
      `| ${String(i + 1).padEnd(6)} | ${cell(r.entry)} | ${cell(r.querySent)} | ${cell(r.answer)} | ${cell(r.firstRow)} |`,
    ),
  );
  const column = (key: keyof Timings) => median(results.map((r) => r[key]));
  console.log(
    `| median | ${cell(column('entry'))} | ${cell(column('querySent'))} | ${cell(column('answer'))} | ${cell(column('firstRow'))} |`,
  );
}

await main();
