/**
 * The public pages as the build prerenders them (scripts/firstPaint.ts): each page's first render
 * as HTML, in every language, which the server sends in place of the bare index.html so that a visitor
 * on a slow phone sees the page itself while the app's scripts arrive.
 */

/** Under the web app's folder: `<locale>/<file>` per page, and the manifest. */
export const PRERENDERED_DIR = 'pages';
export const PRERENDERED_MANIFEST = 'pages.json';

/** The visitor's language for the server's choice of page, kept by the browser app as it changes. */
export const LOCALE_COOKIE = 'zabuni-locale';

export interface PrerenderedManifest {
  locales: string[];
  defaultLocale: string;
  /** A route path (`/verify/email/:token`) and the file that holds its page. */
  pages: { path: string; file: string }[];
}

/** Whether a route path (`/verify/email/:token`) matches a whole address path, as the router does. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, index) =>
      part.startsWith(':')
        ? given[index] !== ''
        : part.toLowerCase() === given[index].toLowerCase(),
    )
  );
}

/**
 * index.html's one inline script, at the end of the body: two frames later, when the whole page
 * (prerendered, or the product's name) is on screen, it fetches the app's first scripts (named by the
 * head's `<meta name="app-script">`, side by side) and starts the entry (`<meta name="app-entry">`).
 * On a slow phone the page shows before the scripts compete for the link and the processor. A hidden
 * tab paints no frame: it starts at once; and after a second whatever happened. The
 * Content-Security-Policy allows exactly this text by its hash.
 */
export const APP_START_SCRIPT =
  "let s=()=>{s=()=>{};for(const m of document.querySelectorAll('meta[name=app-script]')){" +
  "const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=m.content;" +
  "document.head.append(l)}import(document.querySelector('meta[name=app-entry]').content)};" +
  'requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>s())));' +
  'document.hidden&&s();setTimeout(()=>s(),1000)';
