import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MyWork } from '../../../custom-pages/home/MyWork';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (body: Record<string, unknown>) => ({
  code: 9000,
  message: 'Success',
  status: true,
  ...body,
});

/** Answers each GraphQL operation of the home page; records the inputs it was asked with. */
function serveHome(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  server.use(
    http.post(/\/zabuni-(app|submission)\/graphql$/, async ({ request }) => {
      const { query, variables } = (await request.json()) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = Object.keys(answers).find(
        (name) => query.includes(`${name}(`) || query.includes(`${name} {`),
      );
      if (!operation) return HttpResponse.json({ errors: [{ message: `unexpected ${query}` }] });
      asked.push({ operation, variables });
      return HttpResponse.json({ data: { [operation]: answers[operation](variables ?? {}) } });
    }),
  );
  return asked;
}

const page = (totalRecords: number) => ok({ data: { totalRecords, rows: [] } });

function renderMyWork() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <MyWork />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the home page counters and notifications', () => {
  it('shows counters by kind and builds notifications by the rules, linking none to a later module', async () => {
    const asked = serveHome({
      getMyTasksSummary: () =>
        ok({
          dataList: [
            { idadi: 3, model: 'Tender' },
            { idadi: 2, model: 'DeliveryNote' },
          ],
        }),
      getMyClarificationTasksSummary: () =>
        ok({ dataList: [{ idadi: 4, model: 'Clarification' }] }),
      getClarificationsByPEData: () =>
        ok({
          data: {
            rows: [
              {
                uuid: 'c1',
                tenderNumber: 'TR/1',
                question: 'Longer delivery?',
                createdAt: '2026-11-01',
              },
            ],
          },
        }),
      getEndorsedAssignedTendersReqNotMerged: () =>
        ok({ dataList: [{ uuid: 'r1' }, { uuid: 'r2' }] }),
      getPeDeliveryNotes: () => page(2),
      getProviderDeliveryNotes: () => page(0),
      getPeDeliveryAdvises: (variables) =>
        page(
          (variables.input as { mustHaveFilters: { value1: string }[] }).mustHaveFilters[0]
            .value1 === 'AWAIT_PAYMENT'
            ? 1
            : 0,
        ),
      getProviderDeliveryAdvises: () => page(0),
      getGovernmentServiceRequisitions: () => page(5),
    });
    renderMyWork();

    // Every link of the spec's tables leads to a module of a later release: the counts and
    // notifications are shown, none as a link (decision 130).
    await screen.findByText('Tenders');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('DeliveryNote')).toBeInTheDocument();
    for (const text of [
      /2 approved requisitions wait to be merged into a tender/,
      /4 clarifications wait for an answer/,
      /2 delivery notes wait for your confirmation/,
      /1 delivery advise awaits payment/,
      /5 orders received/,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText(/delivery advise waits for your confirmation/)).toBeNull();

    // The lists are asked as the spec says: page 1, size 10000, one EQ status filter.
    const notes = asked.find((call) => call.operation === 'getPeDeliveryNotes');
    expect(notes?.variables.input).toEqual({
      page: 1,
      pageSize: 10000,
      fields: [],
      mustHaveFilters: [
        { fieldName: 'approvalStatus', operation: 'EQ', value1: 'WAIT_FOR_PE_CONFIRMATION' },
      ],
    });
    const orders = asked.find((call) => call.operation === 'getGovernmentServiceRequisitions');
    expect(orders?.variables.input).toMatchObject({
      mustHaveFilters: [{ fieldName: 'orderStatus', operation: 'EQ', value1: 'SUBMITTED' }],
    });
    const clarifications = asked.find((call) => call.operation === 'getClarificationsByPEData');
    expect(clarifications?.variables.input).toEqual({ page: 0, pageSize: 10, fields: [] });
  });

  it('adds no requisition notification for an empty list and says when nothing waits', async () => {
    serveHome({
      getMyTasksSummary: () => ok({ dataList: [] }),
      getMyClarificationTasksSummary: () => ok({ dataList: [] }),
      getClarificationsByPEData: () => ok({ data: { rows: [] } }),
      getEndorsedAssignedTendersReqNotMerged: () => ok({ dataList: [] }),
      getPeDeliveryNotes: () => page(0),
      getProviderDeliveryNotes: () => page(0),
      getPeDeliveryAdvises: () => page(0),
      getProviderDeliveryAdvises: () => page(0),
      getGovernmentServiceRequisitions: () => page(0),
    });
    renderMyWork();
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No notifications.')).toBeInTheDocument());
    expect(within(document.body).queryAllByRole('link')).toHaveLength(0);
  });
});
