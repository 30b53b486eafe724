import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import type { TreeNode } from '../../../providers/operations/treeMethods';
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

function renderPanel() {
  const treeChildren = vi.fn(
    ({ parentUuid, offset = 0 }: { parentUuid?: string | null; offset?: number }) => {
      if (!parentUuid) {
        // Three regions, two a page here: the third comes with Show more.
        const page = offset === 0 ? regions : [node('r-3', 'Geita', 'REGION', 0)];
        return Promise.resolve({ nodes: page, total: 3 });
      }
      return Promise.resolve({ nodes: districts, total: 2 });
    },
  );
  const dataProvider = { treeChildren } as unknown as DataProvider;
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
});
