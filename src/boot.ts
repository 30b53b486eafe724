import { publicPageAt } from '../custom-pages/publicPages';

/**
 * The script of index.html, a few hundred bytes: it starts downloading the public page being opened
 * (a token link, Register), then imports the app, whose files the page's head already preloads
 * (vite.config.ts). On a slow phone the page's chunk arrives with the app's, not after it has run.
 */
void publicPageAt(window.location.pathname)
  ?.load()
  .catch(() => undefined);
void import('./main');
