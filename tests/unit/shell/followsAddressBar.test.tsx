import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { FollowsAddressBar } from '../../../src/shell/FollowsAddressBar';

/**
 * Back pressed while the app was loading: the address changes after the router has read it and
 * before it listens (here, while its first render is under way), so the router never hears of it.
 */
let moved = false;
function AddressMovesDuringTheFirstRender() {
  if (!moved) {
    moved = true;
    window.history.pushState(null, '', '/academic-levels');
  }
  return null;
}

const app = (follows: boolean) => (
  <BrowserRouter>
    <AddressMovesDuringTheFirstRender />
    {follows && <FollowsAddressBar />}
    <Routes>
      <Route path="/landing" element={<p>Home</p>} />
      <Route path="/academic-levels" element={<p>Academic levels</p>} />
    </Routes>
  </BrowserRouter>
);

describe('an address the browser moved to while the app first rendered', () => {
  beforeEach(() => {
    moved = false;
    window.history.replaceState(null, '', '/landing');
  });

  it('is lost by the router alone: the address bar and the screen disagree', async () => {
    render(app(false));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/academic-levels');
  });

  it('is followed once the router listens', async () => {
    render(app(true));
    expect(await screen.findByText('Academic levels')).toBeInTheDocument();
    expect(screen.queryByText('Home')).toBeNull();
    expect(window.location.pathname).toBe('/academic-levels');
  });
});
