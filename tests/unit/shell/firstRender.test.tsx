import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

describe('the first render of a first-time visitor', () => {
  it('is the page itself, not an empty pass before it', async () => {
    localStorage.clear();
    window.history.pushState({}, '', '/login');
    // Imported after the store is empty, as on a first visit (App creates its store when loaded).
    const { App, preloadFirstPage } = await import('../../../src/App');
    // As src/main.tsx does: Sign In's chunk is asked for as the script runs, and the first render
    // waits for it.
    await preloadFirstPage(window.location.pathname);
    const passwordFieldsAtEachCommit: number[] = [];
    render(
      <Profiler
        id="app"
        onRender={() =>
          passwordFieldsAtEachCommit.push(document.querySelectorAll('input[type=password]').length)
        }
      >
        <App />
      </Profiler>,
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(passwordFieldsAtEachCommit[0]).toBe(1);
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('en');
  });
});
