import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './App';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { checkFontLoaded } from './shell/fontLoad';

// The first page's chunk (a public page's, the admin's) is asked for at once, and the first render
// waits for it: the page on screen (prerendered, scripts/firstPaint.ts, or the boot screen of
// index.html) is replaced by the page itself, never by a spinner first.
void Promise.resolve(preloadFirstPage(window.location.pathname)).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds: a tap on a slow
  // phone is not held up behind the whole page's render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
});

void checkFontLoaded().then((isLoaded) => {
  document.documentElement.dataset.fontsLoaded = String(isLoaded);
});
