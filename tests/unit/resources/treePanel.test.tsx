import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import type { TreeNode } from '../../../resources/shared/trees/methods';
import TreePanel from '../../../resources/shared/trees/TreePanel';

/** The tree beside a list, by keyboard: children read when a node opens, Show more, counts. */
const node = (uuid: string, name: string, kind: string, childCount: number): TreeNode => ({
  uuid,
  name,
  code: null,
  kind,
  parentUuid: null,
  childCount,
  active: true,
  version: 1,
});

const regions = [node('r-1', 'Arusha', 'REGION', 2), node('r-2', 'Dodoma', 'REGION', 0)];
const districts = [node('d-1', 'Arusha City', 'DISTRICT', 0), node('d-2', 'Meru', 'DISTRICT', 0)];

type Change = { action: string };
/** The live streams the panel listens to, by table: a test plays another person's change. */
const listeners = new Map<string, (change: Change) => void>();

function renderPanel(children = () => districts) {
  const treeChildren = vi.fn(
    ({ parentUuid, offset = 0 }: { parentUuid?: string | null; offset?: number }) => {
      if (!parentUuid) {
        // Three regions, two a page here: the third comes with Show more.
        const page = offset === 0 ? regions : [node('r-3', 'Geita', 'REGION', 0)];
        return Promise.resolve({ nodes: page, total: 3 });
      }
      return Promise.resolve({ nodes: children(), total: 2 });
    },
  );
  const watchRecordChanges = vi.fn((table: string, listener: (change: Change) => void) => {
    listeners.set(table, listener);
    return Promise.resolve(() => listeners.delete(table));
  });
  const dataProvider = { treeChildren, watchRecordChanges } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <TreePanel tree="AREAS" canMove={false} />
    </AdminContext>,
  );
  return treeChildren;
}

describe('the tree panel', () => {
  it('shows the roots with their counts and reads children only when a node opens', async () => {
    const treeChildren = renderPanel();
    const arusha = await screen.findByRole('treeitem', { name: /^Arusha 2 below/ });
    expect(within(arusha).getByText('2 below')).toBeInTheDocument();
    expect(treeChildren).toHaveBeenCalledTimes(1);
    expect(treeChildren.mock.calls[0][0]).toMatchObject({ tree: 'AREAS', parentUuid: null });

    // Tab reaches the tree's first item; the right arrow opens it.
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.tab();
    expect(arusha).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('treeitem', { name: /^Meru/ });
    expect(arusha).toHaveAttribute('aria-expanded', 'true');
    expect(treeChildren).toHaveBeenLastCalledWith(
      expect.objectContaining({ tree: 'AREAS', parentUuid: 'r-1', offset: 0 }),
    );
    // A node without children offers nothing to open.
    const dodoma = screen.getByRole('treeitem', { name: /^Dodoma/ });
    expect(dodoma).not.toHaveAttribute('aria-expanded');
  });

  it('reads the next page with Show more, from the keyboard', async () => {
    const treeChildren = renderPanel();
    const more = await screen.findByRole('treeitem', { name: /Show more \(1 left\)/ });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('treeitem', { name: /^Geita/ });
    expect(treeChildren).toHaveBeenLastCalledWith(
      expect.objectContaining({ parentUuid: null, offset: 2 }),
    );
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /Show more/ })).toBeNull());
  });

  it("reads again what it has read when someone else changes the tree's table", async () => {
    let shown = districts;
    const treeChildren = renderPanel(() => shown);
    await screen.findByRole('treeitem', { name: /^Arusha 2 below/ });
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('treeitem', { name: /^Meru/ });
    const calls = treeChildren.mock.calls.length;
    await waitFor(() => expect(listeners.has('administrative_areas')).toBe(true));

    // Someone opening a form is no change.
    listeners.get('administrative_areas')!({ action: 'presence' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(treeChildren).toHaveBeenCalledTimes(calls);

    // Someone renames Meru: the roots and Arusha's children are read again, Arusha stays open.
    shown = [districts[0], { ...districts[1], name: 'Meru Town' }];
    listeners.get('administrative_areas')!({ action: 'update' });
    await screen.findByRole('treeitem', { name: /^Meru Town/ });
    expect(treeChildren).toHaveBeenCalledTimes(calls + 2);
    expect(screen.getByRole('treeitem', { name: /^Arusha 2 below/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
