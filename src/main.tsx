import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPublicPage } from '../custom-pages/publicRoutes';
import { App } from './App';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { checkFontLoaded } from './shell/fontLoad';

// A public page's chunk is asked for at once, and the first render waits for it: the page on screen
// (prerendered, scripts/firstPaint.ts) is replaced by the page itself, never by a spinner first.
void Promise.resolve(preloadPublicPage(window.location.pathname)).then(() => {
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
