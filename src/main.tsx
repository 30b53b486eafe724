import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { checkFontLoaded } from './shell/fontLoad';

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
