import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  APP_START_SCRIPT,
  type PrerenderedManifest,
} from '../contract/prerenderedPages.ts';

/** Vite's script tag of the app's entry, and its preloads of the entry's imports, in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The first paint of index.html, where a page's prerendered HTML goes. */
const BOOT_BLOCK = /<div class="boot"[^]*?<div class="boot-bar"><\/div>\s*<\/div>/;

interface PrerenderModule {
  locales: string[];
  defaultLocale: string;
  prerenderedPaths: string[];
  renderPage(routePath: string, locale: string): Promise<string>;
}

/** `/verify/email/:token` → `verify-email.html` (the parameters are not in the name). */
const fileNameOf = (routePath: string) =>
  `${
    routePath
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .join('-') || 'index'
  }.html`;

/** index.html's scripts named in the head, started by APP_START_SCRIPT at the end of the body. */
function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error("index.html: the app's entry script was not found");
  return html
    .replace(entry[0], () => `<meta name="app-entry" content="${entry[1]}">`)
    .replace(MODULE_PRELOAD, (_, href: string) => `<meta name="app-script" content="${href}">`)
    .replace('</body>', () => `  <script>${APP_START_SCRIPT}</script>\n  </body>`);
}

/** The element that closes a prerendered page, and the head's link that waits for it to paint. */
const PAGE_END_ID = 'prerendered-end';
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/** Builds src/prerender.tsx for node and renders every prerendered page into a copy of index.html. */
async function prerenderPages(config: ResolvedConfig) {
  const ssrOutDir = path.join(config.root, 'node_modules', '.prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true },
  });
  const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js'));
  entry.search = `?build=${Date.now()}`;
  const prerender = (await import(entry.href)) as PrerenderModule;

  const outDir = path.resolve(config.root, config.build.outDir);
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!BOOT_BLOCK.test(template)) throw new Error('index.html has no first-paint block to fill');
  const manifest: PrerenderedManifest = {
    locales: prerender.locales,
    defaultLocale: prerender.defaultLocale,
    pages: prerender.prerenderedPaths.map((routePath) => ({
      path: routePath,
      file: fileNameOf(routePath),
    })),
  };
  for (const locale of manifest.locales) {
    const folder = path.join(outDir, PRERENDERED_DIR, locale);
    fs.mkdirSync(folder, { recursive: true });
    for (const page of manifest.pages) {
      const body = await prerender.renderPage(page.path, locale);
      // Painted whole: over a slow link the browser would paint the page as its HTML arrives, a
      // vertically centred card growing and moving up field by field (register's layout shift of
      // 0.151, issue 42). `rel=expect` holds the first paint until the page's end is parsed.
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
        .replace('</head>', `${PAINT_WHOLE_PAGE}</head>`)
        .replace(
          BOOT_BLOCK,
          () =>
            `<div inert data-prerendered><div class="boot-bar boot-progress"></div>${body}<span id="${PAGE_END_ID}"></span></div>`,
        );
      fs.writeFileSync(path.join(folder, page.file), html);
    }
  }
  fs.writeFileSync(
    path.join(outDir, PRERENDERED_DIR, PRERENDERED_MANIFEST),
    JSON.stringify(manifest, null, 2),
  );
}

/**
 * The page on screen before the app's scripts, as the browser build's last steps.
 *
 * index.html: the entry and the modules it imports are named in the head rather than fetched from
 * it, and APP_START_SCRIPT fetches and starts them once the page is on screen. A module script runs
 * as soon as it has arrived and the page is parsed, on a fast link before anything was painted (the
 * page stayed blank while the app evaluated); and a script that arrives before the page is painted
 * looks to Lighthouse as if the page needed it to show.
 *
 * The public pages, prerendered: each page's first render (src/prerender.tsx, built for node) in a
 * copy of index.html per page and language, with a manifest the server reads to send it
 * (server/http/staticFiles.ts). The prerendered page is inert, a loading bar running over it: it
 * shows what the app will show, and a tap or keystroke is not taken by a form React is about to
 * replace.
 */
export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'zabuni-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: { order: 'post', handler: startAfterFirstPaint },
    async closeBundle() {
      if (!config.build.ssr) await prerenderPages(config);
    },
  };
}
