import { expect } from 'vitest';
import { graphqlPath } from '../../../contract/services';

/** A live list's stream (recordChanged over server-sent events), as tests open and read it. */
export interface Change {
  resource: string;
  uuid: string | null;
  action: string;
  version: number | null;
  actorName: string | null;
}

export interface Stream {
  changes: Change[];
  errors: { message: string; extensions?: { code?: number } }[];
  ended: Promise<void>;
  /** True once the server has ended the stream (not the test closing it). */
  done: boolean;
  /** The first change that matches, within `ms` (fails the test otherwise). */
  next(match: (change: Change) => boolean, ms?: number): Promise<Change>;
  close(): void;
}

const SUBSCRIPTION = `subscription ($resource: String!) {
  recordChanged(resource: $resource) { resource uuid action version actorName }
}`;

/**
 * Subscribes as the browser's fallback would: POST, Accept text/event-stream, a bearer token. The
 * request is the browser's (a $resource variable) unless `request` gives another document.
 */
export async function openStream(
  baseUrl: string,
  token: string,
  resource: string,
  request: { query: string; variables?: Record<string, unknown> } = {
    query: SUBSCRIPTION,
    variables: { resource },
  },
): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${graphqlPath('zabuni', 'uaa')}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(request),
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const stream: Stream = {
    changes: [],
    errors: [],
    ended: Promise.resolve(),
    done: false,
    async next(match, ms = 2000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = stream.changes.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no matching change within ${ms} ms: ${JSON.stringify(stream.changes)}`);
    },
    close: () => abort.abort(),
  };
  const read = async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (!data) continue;
          const result = JSON.parse(data) as {
            data?: { recordChanged: Change | null };
            errors?: Stream['errors'];
          };
          if (result.errors) stream.errors.push(...result.errors);
          const change = result.data?.recordChanged;
          if (change) stream.changes.push(change);
        }
      }
      stream.done = true;
    } catch (error) {
      // Closed by the test; anything else fails it.
      if (!abort.signal.aborted) throw error;
    }
  };
  stream.ended = read();
  return stream;
}
