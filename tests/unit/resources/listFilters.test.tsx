import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Datagrid,
  ResourceContextProvider,
  TextField,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { ListFrame } from '../../../resources/shared/ListFrame';
import { SelectFilter } from '../../../resources/shared/filters/formFilterInputs';
import { SEARCH_DEBOUNCE_MS } from '../../../resources/shared/filters/SearchFilter';

/** A data provider that records each list read's filter and answers one row. */
function recordingProvider() {
  const filters: GetListParams['filter'][] = [];
  const getList = (_resource: string, params: GetListParams) => {
    filters.push(params.filter);
    return Promise.resolve({ data: [{ id: 1, name: 'Diploma' }], total: 1 });
  };
  const dataProvider = new Proxy({ getList } as unknown as DataProvider, {
    get: (target, name) =>
      name in target || name === 'then'
        ? target[name as keyof DataProvider]
        : () => Promise.resolve({ data: [] }),
  });
  return { dataProvider, filters };
}

const kinds = [
  { id: 'goods', name: 'Goods' },
  { id: 'works', name: 'Works' },
];

function renderList(dataProvider: DataProvider, address = '/academic-levels') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="academic-levels">
          <ListFrame
            activeFilter
            filters={[<SelectFilter key="kind" source="kind" choices={kinds} />]}
          >
            <Datagrid>
              <TextField source="name" />
            </Datagrid>
          </ListFrame>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const searchBox = () => screen.getByPlaceholderText('Search') as HTMLInputElement;
const lastFilter = (filters: GetListParams['filter'][]) => filters[filters.length - 1];

describe("a list's search box and yes/no filter, drawn without a form", () => {
  it('asks once, half a second after the last key, at once on Enter and on the clear button', async () => {
    const { dataProvider, filters } = recordingProvider();
    renderList(dataProvider);
    await screen.findByText('Diploma');
    const readsBefore = filters.length;
    for (const text of ['d', 'di', 'dip'])
      fireEvent.change(searchBox(), { target: { value: text } });
    expect(filters.length).toBe(readsBefore);
    await waitFor(() => expect(lastFilter(filters)).toEqual({ q: 'dip' }));
    expect(filters.filter((filter) => 'q' in filter)).toEqual([{ q: 'dip' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    await waitFor(() => expect(lastFilter(filters)).toEqual({}));
    expect(searchBox().value).toBe('');
    const readsCleared = filters.length;
    fireEvent.change(searchBox(), { target: { value: 'now' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() => expect(lastFilter(filters)).toEqual({ q: 'now' }));
    // Enter asked; the pause that follows asks nothing more.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200)));
    expect(filters.slice(readsCleared)).toEqual([{ q: 'now' }]);
  });

  it('sets Active to yes, no, and either, keeping the search', async () => {
    const { dataProvider, filters } = recordingProvider();
    renderList(dataProvider, `/academic-levels?filter=${encodeURIComponent('{"q":"dip"}')}`);
    await screen.findByText('Diploma');
    // A filter the address carries shows in the box.
    expect(searchBox().value).toBe('dip');
    for (const [choice, expected] of [
      ['Yes', { q: 'dip', active: true }],
      ['No', { q: 'dip', active: false }],
      ['', { q: 'dip' }],
    ] as const) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Active' }));
      const options = within(screen.getByRole('listbox'));
      fireEvent.click(choice ? options.getByText(choice) : options.getAllByRole('option')[0]);
      await waitFor(() => expect(lastFilter(filters)).toEqual(expected));
    }
  });

  it("draws react-admin's form, its filters and their values, once a heavier filter is set", async () => {
    const { dataProvider } = recordingProvider();
    renderList(
      dataProvider,
      `/academic-levels?filter=${encodeURIComponent('{"q":"dip","kind":"works"}')}`,
    );
    await screen.findByText('Diploma');
    await screen.findByText('Works');
    expect(document.querySelectorAll('form [data-source]')).toHaveLength(3);
    expect(searchBox().value).toBe('dip');
  });

  it('forgets a pending search when the list closes (signed out, or gone to another page)', async () => {
    const { dataProvider, filters } = recordingProvider();
    const view = renderList(dataProvider);
    await screen.findByText('Diploma');
    fireEvent.change(searchBox(), { target: { value: 'late' } });
    const readsBefore = filters.length;
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200)));
    expect(filters.length).toBe(readsBefore);
  });
});
