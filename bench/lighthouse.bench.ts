/**
 * `npm run bench:lighthouse`: Lighthouse on the admin side, signed in (issue 42 item 3): the admin
 * home, a reference list, a reference record's edit form and the institutions list, each in
 * Lighthouse's desktop and mobile presets (mobile: simulated slow 4G and a 4x slower CPU), RUNS runs
 * each, the median printed. Public pages are measured signed out, as their visitors see them:
 * `BENCH_SIGNED_OUT=1 BENCH_PAGES=/login,/register`. `BENCH_PRESETS=mobile` runs one preset.
 *
 * Lighthouse is not a dependency of the project (20 MB the tests never need): install it apart,
 * `npm i --prefix /tmp/lh -E lighthouse@12.2.3`, and name it with LIGHTHOUSE_DIR (default /tmp/lh).
 * The built app (`npm run build`, or BENCH_WEB_DIR) is served by the real server on a fresh embedded
 * database. A signed-in session lives in the tab's sessionStorage (a new tab starts signed out, as
 * the spec asks), so Lighthouse is given the very tab that signed in, with storage kept and the HTTP
 * cache emptied before each run: every run is a first visit of a signed-in user. BENCH_DUMP=FILE
 * keeps the last run's whole report (JSON). Asserts nothing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { log } from './support';

const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR || '/tmp/lh';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WEB_DIR = process.env.BENCH_WEB_DIR || 'dist';
const ADMIN_EMAIL = 'lighthouse-admin@zabuni.test';
const ADMIN_PASSWORD = 'Lighthouse-Admin-Passw0rd!';
/** `edit` is the first row of the reference list, opened by clicking it. */
const PAGES = (process.env.BENCH_PAGES ?? '/landing,/academic-levels,edit,/institutions').split(
  ',',
);
const SIGNED_OUT = process.env.BENCH_SIGNED_OUT === '1';
const PRESETS = (process.env.BENCH_PRESETS ?? 'desktop,mobile').split(',');

interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

/* The packages of LIGHTHOUSE_DIR, typed as far as this bench uses them. */
interface PuppeteerPage {
  goto(url: string, options?: object): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForSelector(selector: string, options?: object): Promise<unknown>;
  waitForFunction(fn: string, options?: object): Promise<unknown>;
  url(): string;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
}
interface Lighthouse {
  (
    url: string,
    flags: object,
    config: object | undefined,
    page: PuppeteerPage,
  ): Promise<{ lhr: LighthouseResult } | undefined>;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  /** Set when Lighthouse could not measure the page (NO_FCP, a page that never loaded...). */
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's measure of the CPU it got (higher is faster): runs compare only at a like index. */
  environment: { benchmarkIndex: number };
}

function loadLighthouse() {
  if (!fs.existsSync(path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse'))) {
    throw new Error(
      `Lighthouse is not in ${LIGHTHOUSE_DIR}: npm i --prefix ${LIGHTHOUSE_DIR} -E lighthouse@12.2.3`,
    );
  }
  const require = createRequire(path.join(LIGHTHOUSE_DIR, 'node_modules/'));
  return {
    lighthouse: async () => (await import(require.resolve('lighthouse'))).default as Lighthouse,
    desktop: async () =>
      (await import(require.resolve('lighthouse/core/config/desktop-config.js'))).default as object,
    puppeteer: async () =>
      (await import(require.resolve('puppeteer-core'))).default as {
        launch(options: object): Promise<{
          newPage(): Promise<PuppeteerPage>;
          close(): Promise<void>;
        }>;
      },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page: PuppeteerPage, baseUrl: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.waitForFunction('!document.querySelector("[data-prerendered]")');
  await page.type('input[type=email]', ADMIN_EMAIL);
  await page.type('input[autocomplete=current-password]', ADMIN_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForFunction('location.pathname.startsWith("/landing")', { timeout: 60_000 });
}

/** The edit form of the reference list's first row, by clicking it as a person would. */
async function firstEditForm(page: PuppeteerPage, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/academic-levels`, { waitUntil: 'load' });
  await page.waitForSelector('tbody tr', { timeout: 60_000 });
  await page.click('tbody tr td:nth-child(3)');
  await page.waitForFunction('/\\/academic-levels\\/[^/]+/.test(location.pathname)', {
    timeout: 30_000,
  });
  return page.url().replace(baseUrl, '');
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIR, 'index.html'))) {
    throw new Error(`No build in ${WEB_DIR}: run npm run build`);
  }
  const tools = loadLighthouse();
  const [lighthouse, desktop, puppeteer] = [
    await tools.lighthouse(),
    await tools.desktop(),
    await tools.puppeteer(),
  ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-lighthouse-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // A password-only sign-in, as the tests (decision 148): the pages measured are the same.
      SECOND_FACTOR_ENFORCED: 'false',
      LOG_LEVEL: 'warn',
    }),
    () => {},
  );
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows: string[][] = [];
  try {
    const page = await browser.newPage();
    if (!SIGNED_OUT) await signIn(page, baseUrl);
    const cdp = await page.createCDPSession();
    for (const name of PAGES) {
      const route = name === 'edit' ? await firstEditForm(page, baseUrl) : name;
      const presets = [
        ['desktop', desktop],
        ['mobile', undefined],
      ] as const;
      for (const [preset, config] of presets.filter(([name]) => PRESETS.includes(name))) {
        const runs: Scores[] = [];
        // Each run's score as printed, a run Lighthouse could not measure named as failed: it is
        // left out of the medians (a score of 0 is not what the page gave).
        const shown: string[] = [];
        for (let run = 0; run < RUNS; run++) {
          await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${baseUrl}${route}`,
            {
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: true,
              logLevel: 'error',
            },
            config,
            page,
          );
          if (!result) throw new Error(`no Lighthouse result for ${route}`);
          const { categories, audits } = result.lhr;
          if (process.env.BENCH_DUMP)
            fs.writeFileSync(process.env.BENCH_DUMP, JSON.stringify(result.lhr));
          const failure =
            result.lhr.runtimeError?.code ??
            (categories.performance.score === null ? 'no performance score' : undefined);
          if (failure) {
            shown.push('failed');
            log(`${route} ${preset} run ${run + 1}: failed (${failure})`);
            continue;
          }
          const audit = (id: string) => audits[id]?.numericValue ?? NaN;
          runs.push({
            performance: Math.round(categories.performance.score! * 100),
            accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            benchmarkIndex: result.lhr.environment.benchmarkIndex,
          });
          shown.push(String(runs.at(-1)!.performance));
          log(`${route} ${preset} run ${run + 1}: ${runs.at(-1)!.performance}`);
        }
        const shownPage = name === 'edit' ? `${route} (edit)` : route;
        if (runs.length === 0) {
          rows.push([shownPage, preset, `failed (${shown.join('/')})`, ...Array(6).fill('-')]);
          continue;
        }
        const of = (key: keyof Scores) => median(runs.map((r) => r[key]));
        rows.push([
          shownPage,
          preset,
          `${of('performance')} (${shown.join('/')})`,
          String(of('accessibility')),
          `${(of('fcp') / 1000).toFixed(1)} s`,
          `${(of('lcp') / 1000).toFixed(1)} s`,
          `${Math.round(of('tbt'))} ms`,
          of('cls').toFixed(3),
          String(Math.round(of('benchmarkIndex'))),
        ]);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse 12, ${SIGNED_OUT ? 'signed out' : 'signed in'}, median of ${RUNS} (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})\n`,
  );
  console.log(
    '| page | preset | performance (runs) | accessibility | first paint | largest paint | blocking time | layout shift | benchmark index |',
  );
  console.log('| :-- | :-- | --: | --: | --: | --: | --: | --: | --: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

await main();
