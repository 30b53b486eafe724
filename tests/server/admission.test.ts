import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath, restPaths } from '../../contract/services';
import { createTurns } from '../../server/eventLoopTurns';
import { withCorrelationId } from '../../server/correlation';
import { createAdmission, offThread } from '../../server/http/admission';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

// A few API requests at work, the rest waiting in arrival order, and past the queue 503 with
// Retry-After at once instead of clients waiting into timeouts (issue #17).
const path = graphqlPath('zabuni', 'uaa');
const body = JSON.stringify({ query: '{ serviceHealth { status } }' });

describe('the admission of requests', () => {
  it('lets in up to its places, queues the rest in arrival order and refuses past the queue', async () => {
    const admission = createAdmission(2, 2);
    const first = (await admission.enter())!;
    const second = (await admission.enter())!;
    const order: string[] = [];
    const third = admission.enter().then((place) => (order.push('third'), place!));
    const fourth = admission.enter().then((place) => (order.push('fourth'), place!));
    expect(admission.isFull()).toBe(true);
    expect(await admission.enter()).toBeUndefined();
    expect(admission.counts()).toEqual({ inProgress: 2, waiting: 2 });
    first.end();
    first.end(); // a second end gives nothing back twice
    (await third).end();
    second.end();
    (await fourth).end();
    expect(order).toEqual(['third', 'fourth']);
    expect(admission.counts()).toEqual({ inProgress: 0, waiting: 0 });
  });

  it('answers 503 from admit when the queue is full, and frees the place when the work throws', async () => {
    const admission = createAdmission(1, 0);
    let release!: () => void;
    const held = admission.admit(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('ok')))),
    );
    const refused = await admission.admit(async () => new Response('never'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    release();
    expect(await (await held).text()).toBe('ok');
    await expect(admission.admit(() => Promise.reject(new Error('failed')))).rejects.toThrow();
    expect(admission.counts()).toEqual({ inProgress: 0, waiting: 0 });
  });

  it('frees the place while a request waits on another thread, and takes one again after', async () => {
    const admission = createAdmission(1, 5);
    let threadDone!: () => void;
    const onThread = new Promise<void>((resolve) => (threadDone = resolve));
    const events: string[] = [];
    const signer = withCorrelationId('signer', () =>
      admission.admit(async () => {
        await offThread(() => onThread);
        events.push('signer back');
        return new Response('signed');
      }),
    );
    // While the signer's thread works, another request gets the one place and is served.
    const other = await admission.admit(async () => {
      events.push('other served');
      return new Response('page');
    });
    expect(await other.text()).toBe('page');
    threadDone();
    expect(await (await signer).text()).toBe('signed');
    expect(events).toEqual(['other served', 'signer back']);
    expect(admission.counts()).toEqual({ inProgress: 0, waiting: 0 });
  });

  it('passes the place on when its caller left while it waited to take it again', async () => {
    const admission = createAdmission(1, 5);
    const place = (await admission.enter())!;
    place.giveBack();
    const other = (await admission.enter())!;
    const retaking = place.retake();
    place.end(); // the caller left
    other.end();
    await retaking;
    expect(admission.counts()).toEqual({ inProgress: 0, waiting: 0 });
  });
});

describe('the turns of the embedded database', () => {
  it('runs pieces one at a time in order, and lets the event loop turn once a slice is used', async () => {
    // A clock of the test's own: each piece takes 6 ms of it, however busy the machine is.
    let clock = 0;
    const inTurn = createTurns(10, () => clock);
    const events: string[] = [];
    let running = 0;
    const piece = (name: string) =>
      inTurn(async () => {
        running += 1;
        expect(running).toBe(1);
        clock += 6;
        events.push(name);
        await Promise.resolve();
        running -= 1;
      });
    setImmediate(() => events.push('loop'));
    await Promise.all(['a', 'b', 'c', 'd'].map(piece));
    // Two 6 ms pieces fill a 10 ms slice: the loop turned before the third.
    expect(events).toEqual(['a', 'b', 'loop', 'c', 'd']);
  });

  it('goes on after a piece fails', async () => {
    const inTurn = createTurns(10);
    await expect(inTurn(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await inTurn(async () => 'next')).toBe('next');
  });
});

describe('the server under a full queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REQUESTS_IN_PROGRESS: '1', REQUEST_QUEUE: '3' });
  }, 180_000);
  afterAll(() => server?.stop());

  const ask = () =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  /** A request whose body arrives only when `finish` is called. */
  function slowRequest() {
    const { port } = new URL(server.baseUrl);
    let answered!: (status: number) => void;
    const status = new Promise<number>((resolve) => (answered = resolve));
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => answered(response.statusCode ?? 0));
      },
    );
    request.on('error', () => answered(0));
    request.write(body.slice(0, 5));
    return {
      status,
      finish: () => request.end(body.slice(5)),
      leave: () => request.destroy(),
    };
  }

  it('gives a slow sender no place: others are served while its body trickles in', async () => {
    const slow = slowRequest();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ask()).status).toBe(200);
    slow.finish();
    expect(await slow.status).toBe(200);
  });

  it('forgets a sender who leaves mid-body: the one place stays free, the server keeps answering', async () => {
    const leavers = Array.from({ length: 3 }, () => slowRequest());
    await new Promise((resolve) => setTimeout(resolve, 200));
    leavers.forEach((leaver) => leaver.leave());
    expect(await Promise.all(leavers.map((leaver) => leaver.status))).toEqual([0, 0, 0]);
    // Had one of them kept the only place, these would wait for it forever.
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
  });

  /** Holds the one place: a sign-in that waits for the users table, locked here until `release`. */
  async function holdThePlace() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let tableLocked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (tableLocked = resolve));
    const lock = server.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      tableLocked();
      await released;
    });
    await lockTaken;
    const signIn = server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      async release() {
        release();
        await lock;
        expect((await signIn).status).toBe(200);
      },
    };
  }

  it('queues past its place in arrival order, and answers 503 with Retry-After at once past the queue', async () => {
    const place = await holdThePlace();
    const started = performance.now();
    let settled = 0;
    const timed = Array.from({ length: 8 }, () =>
      ask().then((answer) => {
        settled += 1;
        return { answer, ms: performance.now() - started };
      }),
    );
    while (settled < 5 && performance.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const releasedAt = performance.now() - started;
    await place.release();
    const answers = await Promise.all(timed);
    const refused = answers.filter(({ answer }) => answer.status === 503);
    expect(refused).toHaveLength(5);
    expect(answers.filter(({ answer }) => answer.status === 200)).toHaveLength(3);
    expect(refused.every(({ ms }) => ms < releasedAt)).toBe(true);
    expect(refused[0].answer.headers.get('retry-after')).toBe('1');
    expect(await refused[0].answer.json()).toMatchObject({ status: false });
  });

  it('counts a request that asks for a stream like any other, on GraphQL or a public REST path', async () => {
    const place = await holdThePlace();
    const queued = Array.from({ length: 3 }, () => ask());
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The place is taken and the queue full: the Accept header buys no way around them.
    const query = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body,
    });
    expect(query.status).toBe(503);
    const status = await fetch(`${server.baseUrl}${restPaths('zabuni').systemStatus}`, {
      headers: { accept: 'text/event-stream, multipart/mixed' },
    });
    expect(status.status).toBe(503);
    await place.release();
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('takes a place to open a live stream, and gives it back once the stream is open', async () => {
    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const subscribe = (signal?: AbortSignal) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          query: 'subscription { recordChanged(resource: "financial_years") { uuid } }',
        }),
        signal,
      });
    // Opening one is a request like any other: refused while the place is taken and the queue full.
    const place = await holdThePlace();
    const queued = Array.from({ length: 3 }, () => ask());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await subscribe()).status).toBe(503);
    await place.release();
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    // Open, it holds no place: were it holding the one place, these would wait as long as it lasts.
    const abort = new AbortController();
    const stream = await subscribe(abort.signal);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    for (let i = 0; i < 3; i++) {
      const answered = ask().then((answer) => answer.status);
      const waiting = new Promise((resolve) => setTimeout(() => resolve('waiting'), 5_000));
      expect(await Promise.race([answered, waiting])).toBe(200);
    }
    abort.abort();
  });

  it('gives back the place of a caller who left while waiting', async () => {
    const place = await holdThePlace();
    const leaving = Array.from({ length: 3 }, () => {
      const controller = new AbortController();
      const answer = fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: controller.signal,
      }).catch(() => 'left');
      return { answer, leave: () => controller.abort() };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    leaving.forEach(({ leave }) => leave());
    expect(await Promise.all(leaving.map(({ answer }) => answer))).toEqual([
      'left',
      'left',
      'left',
    ]);
    await place.release();
    // Had the three kept their places, the one place would stay taken and these would never run.
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
  });
});
