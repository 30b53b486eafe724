import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../providers/preloadable';
import { lazyScreens } from '../../../providers/resourceDescriptor';

const Page = ({ name }: { name: string }) => <p>page of {name}</p>;
const Fallback = () => <p>loading</p>;

/**
 * A chunk asked for before the render is drawn at once when in: React.lazy would show the fallback
 * first and hold the page back for Suspense's reveal delay (issue 42).
 */
describe('preloadable', () => {
  it('draws a component already downloaded in the first render, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const { start, Component } = preloadable(load, Fallback);
    await start();
    render(<Component name="x" />);
    expect(screen.getByText('page of x')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while downloading, then the component', async () => {
    const { Component } = preloadable(() => Promise.resolve(Page), Fallback);
    render(<Component name="y" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('page of y')).toBeTruthy();
  });

  it('leaves the fallback to the nearest Suspense when it has none of its own', async () => {
    const { Component } = preloadable(() => Promise.resolve(Page));
    render(
      <Suspense fallback={<p>the layout is loading</p>}>
        <Component name="z" />
      </Suspense>,
    );
    expect(screen.getByText('the layout is loading')).toBeTruthy();
    expect(await screen.findByText('page of z')).toBeTruthy();
  });

  it('downloads again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    const { start } = preloadable(load, Fallback);
    await expect(start()).rejects.toThrow('offline');
    await expect(start()).resolves.toBe(Page);
  });

  it("draws a resource's preloaded screen at once (lazyScreens)", async () => {
    const screens = lazyScreens(['list'], () => Promise.resolve({ list: () => <p>the list</p> }));
    await screens.preload();
    render(<screens.list />);
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
