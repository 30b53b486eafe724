import { ApolloLink } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecordWatcher, watchableTablesOnce } from '../../../providers/liveChanges';
import { findResultProblems } from '../../../providers/monitoring';
import { monitoringLink } from '../../../providers/monitoringLink';

/**
 * Issue 38 item 18: a list asks for the live stream only of a table the server says the user may
 * watch, and a refusal the watcher handles is not written to the error log.
 */
const refused = {
  errors: [{ message: 'You may not watch this list', extensions: { code: 9004 } }],
};

const server = setupServer();
const reports: { errorLog: { kind: string; message: string } }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reports.length = 0;
});
afterAll(() => server.close());

/** The app's monitoring link in front of a server answering every stream with `answer`. */
function linkAnswering(answer: object) {
  const asked: string[] = [];
  const terminal = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(String(operation.variables.resource));
        observer.next(answer);
      }),
  );
  return { link: ApolloLink.from([monitoringLink, terminal]), asked };
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('live streams and the error log', () => {
  it('asks for no stream of a table the user may not watch', async () => {
    const { link, asked } = linkAnswering({ data: { recordChanged: null } });
    const watch = createRecordWatcher(
      link,
      () => Promise.resolve(new Set(['charge_types'])),
      () => 'asha',
    );
    const stopLogs = await watch('error_logs', () => {});
    const stopCharges = await watch('charge_types', () => {});
    expect(asked).toEqual(['charge_types']);
    stopLogs();
    stopCharges();
  });

  it('writes no error log for a refusal the watcher handles, but does for other errors', async () => {
    server.use(
      http.post(/zabuni-monitor\/graphql$/, async ({ request }) => {
        reports.push(((await request.json()) as { variables: (typeof reports)[0] }).variables);
        return HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } });
      }),
    );
    const { link, asked } = linkAnswering(refused);
    const watch = createRecordWatcher(
      link,
      () => Promise.resolve(new Set(['feedback'])),
      () => 'asha',
    );
    const stop = await watch('feedback', () => {});
    await nextTurn();
    expect(asked).toEqual(['feedback']);
    expect(reports).toEqual([]);
    stop();

    // The same refusal of an operation that does not expect it is an error, as before.
    expect(findResultProblems('getAllChargeTypes', refused)).toEqual([
      { kind: 'GRAPHQL_ERROR', operation: 'getAllChargeTypes', message: refused.errors[0].message },
    ]);
    expect(findResultProblems('recordChanged', refused, [9004])).toEqual([]);
  });

  it('asks the server once per user and permissions, and again after a failed question', async () => {
    let who = 'asha charge.read';
    let questions = 0;
    let failing = true;
    const tables = watchableTablesOnce(
      () => {
        questions += 1;
        return failing ? Promise.reject(new Error('offline')) : Promise.resolve(['charge_types']);
      },
      () => who,
    );
    expect([...(await tables())]).toEqual([]);
    failing = false;
    expect([...(await tables())]).toEqual(['charge_types']);
    await tables();
    expect(questions).toBe(2);
    who = 'asha charge.read,charge.write';
    await tables();
    expect(questions).toBe(3);
  });
});

/** Logout while a stream is open, then another person in the same tab (the paths nobody walked). */
describe('live streams across a session change', () => {
  /**
   * A page watching charge types and a server whose streams stay open until it ends them (as it does
   * on a sign-out); both see the same person signed in (`signIn`, '' when nobody is).
   */
  function pageAndServer() {
    const open: { who: string; end(): void }[] = [];
    let signedIn = 'asha';
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          const stream = { who: signedIn, end: () => observer.complete() };
          open.push(stream);
          return () => open.splice(open.indexOf(stream), 1);
        }),
    );
    const watch = createRecordWatcher(
      link,
      () => Promise.resolve(new Set(['charge_types'])),
      () => signedIn,
    );
    return {
      watch,
      open,
      signIn: (who: string) => (signedIn = who),
      endAll: () => [...open].forEach((stream) => stream.end()),
    };
  }

  it('does not reopen a stream whose person signed out, and gives the next person their own', async () => {
    const server = pageAndServer();
    const ashaHears: unknown[] = [];
    await server.watch('charge_types', (change) => ashaHears.push(change));
    expect(server.open.map((stream) => stream.who)).toEqual(['asha']);

    // Asha signs out; her view is still mounted for a moment while the server ends her streams.
    server.signIn('');
    server.endAll();
    await nextTurn();
    expect(server.open).toEqual([]);
    expect(ashaHears).toEqual([]);

    // Baraka signs in on the same page: his view gets a stream of his own, not Asha's.
    server.signIn('baraka');
    const stop = await server.watch('charge_types', () => {});
    expect(server.open.map((stream) => stream.who)).toEqual(['baraka']);
    stop();
  });

  it('replaces a stream still open from the previous person instead of sharing it', async () => {
    const server = pageAndServer();
    await server.watch('charge_types', () => {});
    server.signIn('baraka');
    const stop = await server.watch('charge_types', () => {});
    expect(server.open.map((stream) => stream.who)).toEqual(['baraka']);
    stop();
  });
});
