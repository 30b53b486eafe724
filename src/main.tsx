import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPublicPage } from '../custom-pages/publicRoutes';
import { App } from './App';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { checkFontLoaded } from './shell/fontLoad';

preloadPublicPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);

void checkFontLoaded().then((isLoaded) => {
  document.documentElement.dataset.fontsLoaded = String(isLoaded);
});
