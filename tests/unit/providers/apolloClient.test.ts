import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../../src/composition/dataProvider';
import { findMapping } from '../../../src/composition/operationTable';
import { saveSession } from '../../../providers/session';
import { buildChargeType, buildTokens } from '../support/builders';

// The verbs' client is Apollo's links without ApolloClient and its cache (providers/apolloClient.ts):
// these hold what the client did that the app relies on.
const billing = graphql.link('http://localhost:3000/zabuni-billing/graphql');
// The monitoring link reports a GraphQL error to the monitor service.
const monitor = graphql.link('http://localhost:3000/zabuni-monitor/graphql');
const server = setupServer(
  monitor.mutation('saveErrorLog', () =>
    HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  saveSession(buildTokens());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const chargeType = buildChargeType();
const envelope = (data: unknown) => ({ code: 9000, message: 'Success', status: true, data });

describe("the verbs' client", () => {
  it("sends the operation table's text as written", async () => {
    let sent = '';
    server.use(
      billing.query('findChargeTypeByUuid', ({ query }) => {
        sent = query;
        return HttpResponse.json({ data: { findChargeTypeByUuid: envelope(chargeType) } });
      }),
    );
    const { data } = await dataProvider.getOne('charge-types', { id: chargeType.uuid });
    expect(sent).toBe(findMapping('charge-types', 'GET_ONE').document);
    expect(data).toMatchObject({ id: chargeType.uuid, name: chargeType.name });
  });

  it("refuses an answer with GraphQL errors as react-admin's HttpError naming them", async () => {
    server.use(
      billing.mutation('deleteChargeTypeByUuid', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Cannot query field "x"' }] }),
      ),
    );
    const call = dataProvider.delete('charge-types', { id: chargeType.uuid });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({
      message: 'Cannot query field "x"',
      body: { graphQLErrors: [{ message: 'Cannot query field "x"' }] },
    });
  });
});
