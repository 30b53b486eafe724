import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreens } from '../../../providers/resourceDescriptor';
import { resourceDescriptors } from '../../../src/composition/resourceRegistry';

/** A resource's screens come in one chunk of their own (issue 42, decision 162). */
describe('lazyScreens', () => {
  it('names the screens at once and loads their module once, when asked', async () => {
    const List = () => <p>the list</p>;
    const Edit = () => <p>the form</p>;
    const load = vi.fn(() => Promise.resolve({ list: List, edit: Edit }));
    const screens = lazyScreens(['list', 'edit'], load);
    expect(Object.keys(screens).sort()).toEqual(['edit', 'list', 'preload']);
    expect(load).not.toHaveBeenCalled();

    await screens.preload();
    await screens.preload();
    const Shown: ComponentType = screens.list;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Shown />
      </Suspense>,
    );
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ list: ComponentType }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ list: () => null });
    const screens = lazyScreens(['list'], load);
    await expect(screens.preload()).rejects.toThrow('offline');
    await expect(screens.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves no resource with screens that cannot be preloaded from the menu', () => {
    const withScreens = resourceDescriptors.filter((d) => d.list || d.edit || d.create || d.show);
    expect(withScreens.filter((d) => !d.preload).map((d) => d.name)).toEqual([]);
  });
});
