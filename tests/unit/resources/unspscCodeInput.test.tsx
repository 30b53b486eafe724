import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Form, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { saveSession } from '../../../providers/session';
import { UnspscCodeInput } from '../../../resources/shared/UnspscCodeInput';
import { buildTokens } from '../support/builders';

const appGraphql = 'http://localhost:3000/zabuni-app/graphql';
const code = (code: string, title: string, level: string, parentCode: string | null) => ({
  uuid: `uuid-${code}`,
  code,
  title,
  level,
  parentCode,
  active: code !== '43211509',
});
/** All four levels, out of order, with one deactivated code (not offered). */
const codes = [
  code('43211503', 'Notebook computers', 'COMMODITY', '43211500'),
  code('43000000', 'Information Technology Broadcasting and Telecommunications', 'SEGMENT', null),
  code('43210000', 'Computer Equipment and Accessories', 'FAMILY', '43000000'),
  code('43211500', 'Computers', 'CLASS', '43210000'),
  code('43211509', 'Tablet computers', 'COMMODITY', '43211500'),
];
let answer: unknown[] = codes;
const asked: Record<string, unknown>[] = [];

const server = setupServer(
  http.post('http://localhost:3000/zabuni-monitor/graphql', () =>
    HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } }),
  ),
  http.post(appGraphql, async ({ request }) => {
    const { query, variables } = (await request.json()) as {
      query: string;
      variables: Record<string, unknown>;
    };
    if (!query.includes('getAllUNSPSCCommodityCodes')) {
      return HttpResponse.json({ errors: [{ message: query }] });
    }
    asked.push(variables);
    return HttpResponse.json({
      data: {
        getAllUNSPSCCommodityCodes: {
          code: 9000,
          message: 'Success',
          status: true,
          dataList: answer,
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = codes;
  asked.length = 0;
  saveSession(buildTokens());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Value = () => <output>{String(useWatch({ name: 'unspscCode' }) ?? '')}</output>;

function renderInput(record: Record<string, unknown> = {}) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="specification-settings">
          <Form record={record}>
            <UnspscCodeInput source="unspscCode" />
            <Value />
          </Form>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('UNSPSC codes are picked from their list (getAllUNSPSCCommodityCodes)', () => {
  it('offers the whole list on four levels by code, searchable by title, and keeps the code', async () => {
    const user = renderInput();
    const input = await screen.findByRole('combobox', { name: 'UNSPSC code' });
    await user.click(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '43000000 Information Technology Broadcasting and Telecommunications',
      '43210000 Computer Equipment and Accessories',
      '43211500 Computers',
      '43211503 Notebook computers',
    ]);
    expect(asked).toEqual([{ deleted: false }]);
    await user.type(input, 'notebook');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: '43211503 Notebook computers' }));
    expect(screen.getByRole('status')).toHaveTextContent('43211503');
  });

  it('shows a saved code with its title', async () => {
    renderInput({ unspscCode: '43211500' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'UNSPSC code' })).toHaveValue(
        '43211500 Computers',
      ),
    );
  });

  it('an empty list says so and links to where codes are created, in Swahili too', async () => {
    answer = [];
    await i18nProvider.changeLocale('sw');
    try {
      renderInput();
      expect(await screen.findByRole('link', { name: 'Unda cha kwanza' })).toHaveAttribute(
        'href',
        '/unspsc-codes/create',
      );
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
