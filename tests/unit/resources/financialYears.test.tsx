import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { CurrentFinancialYearPanel } from '../../../resources/financial-years/CurrentFinancialYearPanel';

// A failed call is now reported to the monitor service, as every GraphQL call is.
const server = setupServer(
  http.post('http://localhost:3000/zabuni-monitor/graphql', () =>
    HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const appGraphql = 'http://localhost:3000/zabuni-app/graphql';
const answerYears = (envelope: Record<string, unknown>) =>
  server.use(
    http.post(appGraphql, () => HttpResponse.json({ data: { getFinancialYearsRest: envelope } })),
  );

function renderPanel() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <CurrentFinancialYearPanel />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the financial-year picker (shell-and-reference-data.md section 8)', () => {
  it("shows 'Problem occurred while fetching Financial Years: {message}' and no years on an error", async () => {
    answerYears({ code: 9006, message: 'Operation failed', status: false, dataList: null });
    const user = renderPanel();
    expect(
      await screen.findByText(/^Problem occurred while fetching Financial Years: /),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Switch to' }));
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
  });

  it('an empty list is a new installation: no error, a word on what to do', async () => {
    answerYears({ code: 9000, message: 'Success', status: true, dataList: [] });
    renderPanel();
    expect(await screen.findByText(/No financial years yet/)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch records')).not.toBeInTheDocument();
  });

  it("shows the built-in 2021/2022 with 'Failed to fetch records' when no data comes back", async () => {
    answerYears({ code: 9000, message: 'Success', status: true, dataList: null });
    const user = renderPanel();
    expect(await screen.findByText('Failed to fetch records')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Switch to' }));
    const option = within(screen.getByRole('listbox')).getByRole('option');
    expect(option).toHaveTextContent('2021/2022 (1 Jul 2021 - 30 Jun 2022)');
    expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the current year with en-GB short-month dates', async () => {
    answerYears({
      code: 9000,
      message: 'Success',
      status: true,
      dataList: [
        {
          uuid: 'b',
          code: '2027/2028',
          startDate: '2027-07-01',
          endDate: '2028-06-30',
          isCurrent: false,
        },
        {
          uuid: 'a',
          code: '2026/2027',
          startDate: '2026-07-01',
          endDate: '2027-06-30',
          isCurrent: true,
        },
      ],
    });
    renderPanel();
    expect(await screen.findByText('2026/2027')).toBeInTheDocument();
    expect(screen.getByText('1 Jul 2026 - 30 Jun 2027')).toBeInTheDocument();
  });
});
