import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { InlineEditCell } from '../../../resources/reference-data/InlineEditCell';
import { cellKeyAction, editedSource } from '../../../resources/reference-data/useInlineCellEdit';
import type { ReferenceField } from '../../../resources/reference-data/types';

/** The cell of a reference list that edits in place: its keys, its save and its errors. */
const record = {
  id: 'c-1',
  uuid: 'c-1',
  name: 'Consultancy',
  nameSw: null,
  code: 'C',
  active: true,
  version: 4,
};
const nameField: ReferenceField = { source: 'name', required: true, minLength: 2, maxLength: 200 };

function renderCell(update: DataProvider['update'], field = nameField) {
  const dataProvider = { update } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="tender-categories">
        <RecordContextProvider value={record}>
          <InlineEditCell field={field} source={field.source} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const saved = vi.fn((_resource: string, params: { data: unknown }) =>
  Promise.resolve({ data: params.data }),
) as unknown as DataProvider['update'] & ReturnType<typeof vi.fn>;

describe('the keys of a cell being edited', () => {
  it('Enter saves, Escape cancels, Tab saves and moves on; other keys type', () => {
    expect(cellKeyAction('Enter')).toBe('save');
    expect(cellKeyAction('Escape')).toBe('cancel');
    expect(cellKeyAction('Tab')).toBe('saveAndMove');
    expect(cellKeyAction('a')).toBeNull();
  });

  it('opens with Enter, saves the record with the field changed at its version on Enter', async () => {
    saved.mockClear();
    renderCell(saved);
    const cell = await screen.findByRole('button', { name: /^Name: Consultancy/ });
    // A click on the text is the row's (it opens the form): it does not edit in place.
    await userEvent.click(cell);
    expect(screen.queryByRole('textbox')).toBeNull();
    cell.focus();
    await userEvent.keyboard('{Enter}');
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Consultancy Services{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [resource, params] = saved.mock.calls[0];
    expect(resource).toBe('tender-categories');
    expect(params).toMatchObject({
      id: 'c-1',
      data: { name: 'Consultancy Services', code: 'C', version: 4 },
      previousData: record,
    });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('puts the value back on Escape without saving', async () => {
    saved.mockClear();
    renderCell(saved);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Name here' }));
    await userEvent.type(screen.getByRole('textbox'), ' changed{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: /^Name: Consultancy/ })).toHaveTextContent(
      'Consultancy',
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves on Tab too', async () => {
    saved.mockClear();
    renderCell(saved);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Name here' }));
    await userEvent.type(screen.getByRole('textbox'), ' Tabbed');
    await userEvent.tab();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0][1]).toMatchObject({ data: { name: 'Consultancy Tabbed' } });
  });

  it("shows a rule broken before saving, and the server's refusal, in the cell", async () => {
    const refused = vi.fn(() =>
      Promise.reject(new Error('A record with the same name already exists')),
    ) as unknown as DataProvider['update'] & ReturnType<typeof vi.fn>;
    renderCell(refused);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Name here' }));
    const input = screen.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Required');
    expect(refused).not.toHaveBeenCalled();
    await userEvent.type(input, 'Goods{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A record with the same name already exists',
    );
    expect(screen.getByRole('textbox')).toHaveValue('Goods');
  });
});

describe('the field a cell edits', () => {
  it('is the Swahili twin on a Swahili page when the record has one, else the field itself', () => {
    expect(editedSource({ id: 1, name: 'Goods', nameSw: 'Bidhaa' }, 'name', 'sw')).toBe('nameSw');
    expect(editedSource({ id: 1, name: 'Goods', nameSw: '' }, 'name', 'sw')).toBe('name');
    expect(editedSource({ id: 1, name: 'Goods', nameSw: 'Bidhaa' }, 'name', 'en')).toBe('name');
  });
});
