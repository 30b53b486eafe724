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
import { SEARCH_DEBOUNCE_MS } from '../../../resources/shared/filters/useTypedFilter';
import { InstitutionFilter } from '../../../resources/identity/InstitutionFilter';
import { ChoiceFilter } from '../../../resources/shared/filters/ChoiceFilter';
import { DateFilter } from '../../../resources/shared/filters/DateFilter';
import { SearchFilter } from '../../../resources/shared/filters/SearchFilter';

const institutionChoices = [
  { id: '7', uuid: 'u7', name: 'Water Authority' },
  { id: '8', uuid: 'u8', name: 'Roads Agency' },
];

/**
 * A data provider that records each list read's filter and answers one row, and each search for
 * institutions by name.
 */
function recordingProvider() {
  const filters: GetListParams['filter'][] = [];
  const institutionSearches: string[] = [];
  const getList = (_resource: string, params: GetListParams) => {
    filters.push(params.filter);
    return Promise.resolve({ data: [{ id: 1, name: 'Diploma' }], total: 1 });
  };
  const listOfInstitutions = ({ name }: { name: string }) => {
    institutionSearches.push(name);
    return Promise.resolve(institutionChoices.filter((choice) => choice.name.includes(name)));
  };
  const dataProvider = new Proxy({ getList, listOfInstitutions } as unknown as DataProvider, {
    get: (target, name) =>
      name in target || name === 'then'
        ? target[name as keyof DataProvider]
        : () => Promise.resolve({ data: [] }),
  });
  return { dataProvider, filters, institutionSearches };
}

const kinds = [
  { id: 'goods', name: 'Goods' },
  { id: 'works', name: 'Works' },
];

function renderList(
  dataProvider: DataProvider,
  address = '/academic-levels',
  filters = [<SelectFilter key="kind" source="kind" choices={kinds} />],
) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="academic-levels">
          <ListFrame activeFilter filters={filters}>
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

describe("a list's institution filter, its picker downloaded when approached", () => {
  const institutionFilter = [
    <InstitutionFilter key="institution" source="institutionId" alwaysOn />,
  ];

  it('keeps what is typed before the picker comes, searches it, and filters by the one picked', async () => {
    const { dataProvider, filters, institutionSearches } = recordingProvider();
    renderList(dataProvider, '/academic-levels', institutionFilter);
    await screen.findByText('Diploma');
    const field = screen.getByLabelText('Institution') as HTMLInputElement;
    // Drawn on the light form: no combobox until the field is approached, no search asked.
    expect(screen.queryByRole('combobox', { name: 'Institution' })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(institutionSearches).toEqual([]);

    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Water' } });
    const picker = (await screen.findByRole('combobox', {
      name: 'Institution',
    })) as HTMLInputElement;
    expect(picker.value).toBe('Water');
    await waitFor(() => expect(institutionSearches).toEqual(['Water']));
    fireEvent.click(await screen.findByRole('option', { name: 'Water Authority' }));
    await waitFor(() => expect(lastFilter(filters)).toEqual({ institutionId: '7' }));
    expect(picker.value).toBe('Water Authority');
  });

  it('shows its picker at once for a filter the address carries, and clears it', async () => {
    const { dataProvider, filters } = recordingProvider();
    renderList(
      dataProvider,
      `/academic-levels?filter=${encodeURIComponent('{"institutionId":"8"}')}`,
      institutionFilter,
    );
    const picker = (await screen.findByRole('combobox', {
      name: 'Institution',
    })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Roads Agency'));
    // MUI shows its clear button to a pointer over the field or the focus in it.
    fireEvent.focus(picker);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear value' }));
    await waitFor(() => expect(lastFilter(filters)).toEqual({}));
    expect(picker.value).toBe('');
  });
  it("keeps the institution's uuid where the list filters by uuid (departments, roles)", async () => {
    const { dataProvider, filters } = recordingProvider();
    renderList(dataProvider, '/academic-levels', [
      <InstitutionFilter
        key="institution"
        source="institutionUuid"
        optionValue="uuid"
        label="Institution"
        alwaysOn
      />,
    ]);
    await screen.findByText('Diploma');
    fireEvent.focus(screen.getByLabelText('Institution'));
    fireEvent.click(await screen.findByRole('option', { name: 'Roads Agency' }));
    await waitFor(() => expect(lastFilter(filters)).toEqual({ institutionUuid: 'u8' }));
    const picker = screen.getByRole('combobox', { name: 'Institution' }) as HTMLInputElement;
    // Kept as the picked value: leaving the field does not wipe its name.
    fireEvent.blur(picker);
    await waitFor(() => expect(picker.value).toBe('Roads Agency'));
  });
});

describe("a list's choice filter, drawn without a form", () => {
  const kindFilter = [
    <ChoiceFilter
      key="kind"
      source="kind"
      choices={[
        { id: 'goods', name: 'ra.action.save' },
        { id: 'works', name: 'Works' },
      ]}
      emptyText="-"
      alwaysOn
    />,
  ];

  it('sets a choice, shows it with its name translated, and clears it with the empty choice', async () => {
    const { dataProvider, filters } = recordingProvider();
    renderList(
      dataProvider,
      `/academic-levels?filter=${encodeURIComponent('{"q":"dip"}')}`,
      kindFilter,
    );
    await screen.findByText('Diploma');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '-',
      'Save',
      'Works',
    ]);
    fireEvent.click(options.getByText('Save'));
    await waitFor(() => expect(lastFilter(filters)).toEqual({ q: 'dip', kind: 'goods' }));
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toBe('Save');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('-'));
    await waitFor(() => expect(lastFilter(filters)).toEqual({ q: 'dip' }));
  });

  it('offers no empty choice where the list always filters by one', async () => {
    const { dataProvider } = recordingProvider();
    renderList(dataProvider, `/academic-levels?filter=${encodeURIComponent('{"kind":"works"}')}`, [
      <ChoiceFilter
        key="kind"
        source="kind"
        choices={[
          { id: 'goods', name: 'Goods' },
          { id: 'works', name: 'Works' },
        ]}
        allowEmpty={false}
        alwaysOn
      />,
    ]);
    await screen.findByText('Diploma');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Goods', 'Works']);
  });

  it('shows nothing for a value the address carries that is not a choice', async () => {
    const { dataProvider } = recordingProvider();
    renderList(
      dataProvider,
      `/academic-levels?filter=${encodeURIComponent('{"kind":"bogus"}')}`,
      kindFilter,
    );
    await screen.findByText('Diploma');
    // MUI draws an empty select as a zero-width space.
    const shown = screen.getByRole('combobox', { name: 'Kind' }).textContent ?? '';
    expect(shown.replace(/\u200b/g, '').trim()).toBe('');
  });
});

describe("a list's date and labelled text filters, drawn without a form", () => {
  const filters = [
    <SearchFilter key="actorName" source="actorName" label alwaysOn />,
    <DateFilter key="from" source="from" alwaysOn />,
  ];

  it('asks once for a date typed digit by digit, and forgets it when cleared', async () => {
    const { dataProvider, filters: asked } = recordingProvider();
    renderList(dataProvider, '/academic-levels', filters);
    await screen.findByText('Diploma');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const readsBefore = asked.length;
    // A browser's date field reports each complete date as the year is typed.
    for (const day of ['0002-03-04', '0020-03-04', '0202-03-04', '2026-03-04'])
      fireEvent.change(from, { target: { value: day } });
    await waitFor(() => expect(lastFilter(asked)).toEqual({ from: '2026-03-04' }));
    expect(asked.slice(readsBefore)).toEqual([{ from: '2026-03-04' }]);
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(lastFilter(asked)).toEqual({}));
  });

  it('labels a text filter with its field name and shows the value the address carries', async () => {
    const { dataProvider, filters: asked } = recordingProvider();
    renderList(
      dataProvider,
      `/academic-levels?filter=${encodeURIComponent('{"actorName":"Asha","from":"2026-01-31"}')}`,
      filters,
    );
    await screen.findByText('Diploma');
    expect((screen.getByLabelText('Actor name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-31');
    fireEvent.change(screen.getByLabelText('Actor name'), { target: { value: 'Juma' } });
    await waitFor(() =>
      expect(lastFilter(asked)).toEqual({ actorName: 'Juma', from: '2026-01-31' }),
    );
  });
});
