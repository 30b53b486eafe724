import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { joinScreens, lazyScreens } from '../../../providers/resourceDescriptor';
import { resourceDescriptors } from '../../../src/composition/resourceRegistry';

/** A resource's screens come in one chunk of their own (issue 42, decision 162). */
describe('lazyScreens', () => {
  it('names the screens at once and loads their module once, when asked', async () => {
    const List = () => <p>the list</p>;
    const Edit = () => <p>the form</p>;
    const load = vi.fn(() => Promise.resolve({ list: List, edit: Edit }));
    const screens = lazyScreens(['list', 'edit'], load);
    expect(Object.keys(screens).sort()).toEqual(['edit', 'list', 'preload', 'preloadScreen']);
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

  it('leaves no resource with screens that cannot be preloaded from the menu, nor from an address', () => {
    const withScreens = resourceDescriptors.filter((d) => d.list || d.edit || d.create || d.show);
    expect(withScreens.filter((d) => !d.preload || !d.preloadScreen).map((d) => d.name)).toEqual(
      [],
    );
  });

  it('joined, downloads the list alone from the menu and the record screens when one opens', async () => {
    const loadList = vi.fn(() => Promise.resolve({ list: () => <p>the list</p> }));
    const loadForms = vi.fn(() => Promise.resolve({ edit: () => <p>the form</p> }));
    const screens = joinScreens(lazyScreens(['list'], loadList), lazyScreens(['edit'], loadForms));
    await screens.preload();
    expect([loadList.mock.calls.length, loadForms.mock.calls.length]).toEqual([1, 0]);
    await screens.preloadScreen('edit');
    expect([loadList.mock.calls.length, loadForms.mock.calls.length]).toEqual([1, 1]);
    const Form: ComponentType = screens.edit;
    render(<Form />);
    // Preloaded, the form is drawn at once: no Suspense, no fallback.
    expect(screen.getByText('the form')).toBeTruthy();
  });
});
