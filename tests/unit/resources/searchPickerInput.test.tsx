import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Form, ResourceContextProvider, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { saveSession } from '../../../providers/session';
import { SearchPickerInput } from '../../../resources/shared/pickers/SearchPickerInput';
import { tenderPicker } from '../../../resources/tender-lots/tenderPicker';
import { buildTokens } from '../support/builders';

const appGraphql = 'http://localhost:3000/zabuni-app/graphql';
const tenders = [
  {
    uuid: '11111111-1111-4111-8111-111111111111',
    referenceNumber: 'TPA/2026/G/01',
    title: 'Supply of mooring ropes',
    status: 'DRAFT',
  },
  {
    uuid: '22222222-2222-4222-8222-222222222222',
    referenceNumber: 'TPA/2026/W/02',
    title: 'Rehabilitation of berth 5',
    status: 'DRAFT',
  },
];
type Variables = {
  text?: string;
  input: { mustHaveFilters: { fieldName: string; value1: string }[] };
};
const asked: Variables[] = [];

/** searchTenders as the server answers it: text in reference or title, or one uuid. */
const server = setupServer(
  http.post('http://localhost:3000/zabuni-monitor/graphql', () =>
    HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } }),
  ),
  http.post(appGraphql, async ({ request }) => {
    const { query, variables } = (await request.json()) as { query: string; variables: Variables };
    if (!query.includes('searchTenders'))
      return HttpResponse.json({ errors: [{ message: query }] });
    asked.push(variables);
    const text = (variables.text ?? '').toLowerCase();
    const uuid = variables.input.mustHaveFilters.find((f) => f.fieldName === 'uuid')?.value1;
    const rows = tenders.filter(
      (t) =>
        (!uuid || t.uuid === uuid) &&
        (t.referenceNumber.toLowerCase().includes(text) || t.title.toLowerCase().includes(text)),
    );
    return HttpResponse.json({
      data: { searchTenders: { code: 9000, message: 'Success', status: true, data: { rows } } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  saveSession(buildTokens());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Value = () => <output>{String(useWatch({ name: 'tenderUuid' }) ?? '')}</output>;

function renderInput(record: Record<string, unknown> = {}) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="tender-lots">
          <Form record={record}>
            <SearchPickerInput source="tenderUuid" picker={tenderPicker} validate={required()} />
            <Value />
            <button type="submit">Save</button>
          </Form>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("a tender lot's form picks its tender by searching (searchTenders)", () => {
  it('offers the tenders whose reference or title holds the typed text and keeps the uuid', async () => {
    const user = renderInput();
    const input = await screen.findByRole('combobox', { name: 'Tender' });
    await user.type(input, 'berth');
    const option = await screen.findByRole('option', {
      name: 'TPA/2026/W/02 - Rehabilitation of berth 5',
    });
    await waitFor(() => expect(asked.some((v) => v.text === 'berth')).toBe(true));
    // The server's answer replaces the first page of choices.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /mooring/ })).not.toBeInTheDocument(),
    );
    await user.click(option);
    expect(screen.getByRole('status')).toHaveTextContent(tenders[1].uuid);
  });

  it('names a tender the form already holds by reading it by uuid', async () => {
    renderInput({ tenderUuid: tenders[0].uuid });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tender' })).toHaveValue(
        'TPA/2026/G/01 - Supply of mooring ropes',
      ),
    );
  });

  it('says so when no tender matches, in Swahili too', async () => {
    await i18nProvider.changeLocale('sw');
    try {
      const user = renderInput();
      await user.type(await screen.findByRole('combobox', { name: 'Zabuni' }), 'zzz');
      expect(await screen.findByText('Hakuna zabuni yako inayolingana')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('asks for a tender before saving, and keeps none after the picked one is cleared', async () => {
    const user = renderInput();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Tender' }), 'mooring');
    await user.click(await screen.findByRole('option', { name: /mooring/ }));
    expect(screen.getByRole('status')).toHaveTextContent(tenders[0].uuid);
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
