import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPublicPage } from '../custom-pages/publicRoutes';
import { App } from './App';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { checkFontLoaded } from './shell/fontLoad';

/** Longest wait for a public page's chunk before the app renders (then its spinner shows). */
const PAGE_WAIT_MS = 2000;

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );

// A public page's chunk (started by src/boot.ts) is awaited, so the first paint is the page itself.
const page = preloadPublicPage(window.location.pathname);
if (page) {
  void Promise.race([page, new Promise((done) => setTimeout(done, PAGE_WAIT_MS))]).then(render);
} else {
  render();
}

void checkFontLoaded().then((isLoaded) => {
  document.documentElement.dataset.fontsLoaded = String(isLoaded);
});
