import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { importableExporter } from '../../../providers/csvImportApi';
import { saveSession } from '../../../providers/session';
import { buildTokens } from '../support/builders';

/**
 * An importable list's Export (issue 38): the records react-admin read (the list's filters and
 * order) go to the server by uuid, and the file downloaded is the server's, in the columns of the
 * list's template; a refusal comes back in the server's words.
 */
const exportUrl = 'http://localhost:3000/zabuni-app/import/units_of_measure/export';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => saveSession(buildTokens()));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const target = { service: 'app', entity: 'units_of_measure' } as const;
const records = [
  { id: 'u-2', uuid: '00000000-0000-4000-8000-000000000002', name: 'Metre', __typename: 'Unit' },
  { id: 'u-1', uuid: '00000000-0000-4000-8000-000000000001', name: 'Gram', __typename: 'Unit' },
];

/** The text of the file the browser was given to download, and its name. */
function captureDownload() {
  const saved: { blob?: Blob; name?: string } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.getAttribute('download') ?? undefined;
  });
  return saved;
}

describe('the export of an importable list', () => {
  it('asks the server for the records in the list’s order and downloads its file', async () => {
    let asked: unknown;
    server.use(
      http.post(exportUrl, async ({ request }) => {
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        asked = await request.json();
        return new HttpResponse('name,nameSw,symbol,active\r\nMetre,Mita,m,true\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    const saved = captureDownload();
    await importableExporter(target)(records, vi.fn(), {} as never, 'units-of-measure');
    expect(asked).toEqual({ uuids: records.map((record) => record.uuid) });
    expect(saved.name).toBe('units-of-measure.csv');
    expect(await saved.blob!.text()).toBe('name,nameSw,symbol,active\r\nMetre,Mita,m,true\r\n');
  });

  it('fails with the server’s words when it refuses', async () => {
    server.use(
      http.post(exportUrl, () =>
        HttpResponse.json(
          { code: 9001, message: 'An export holds at most 100,000 rows, as an import does' },
          { status: 400 },
        ),
      ),
    );
    const saved = captureDownload();
    await expect(
      importableExporter(target)(records, vi.fn(), {} as never, 'units-of-measure'),
    ).rejects.toThrow('An export holds at most 100,000 rows, as an import does');
    expect(saved.blob).toBeUndefined();
  });
});
