import { act, render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import type { RecordChange } from '../../../providers/liveChanges';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import { ResponseCodeError } from '../../../providers/responses';
import { saveSession } from '../../../providers/session';
import { withLiveRecord } from '../../../resources/shared/LiveChanges';
import { buildCurrentUser, buildTokens } from '../support/builders';

/**
 * Edit-form presence without the echo (issue #37): a presence event updates the names the form shows
 * as it says, and never makes the form hold again (every open form holding on every event turned one
 * person's hold into a flood); only a form whose own hold lapsed, or was released by another tab of
 * the same user, holds again.
 */
const RECORD = 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01';
const ME = buildCurrentUser();
const uaa = graphql.link('http://localhost:3000/zabuni-uaa/graphql');

let holds = 0;
const server = setupServer(
  uaa.mutation('holdRecord', () => {
    holds += 1;
    return HttpResponse.json({
      data: { holdRecord: { code: 9000, message: 'Success', status: true, dataList: ['Asha'] } },
    });
  }),
  uaa.mutation('releaseRecord', () =>
    HttpResponse.json({
      data: { releaseRecord: { code: 9000, message: 'Success', status: true, dataList: [] } },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  holds = 0;
  reads = 0;
  stored = { version: 1 };
  sessionStorage.clear();
  saveSession(buildTokens());
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

/** The stream of the record's table, as the page's one watcher would deliver it. */
let hear: (change: RecordChange) => void = () => {};
/** The record on the server: its version, or gone. */
let stored: { version: number } | 'gone' = { version: 1 };
let reads = 0;
const provider = {
  ...dataProvider,
  getOne: () => {
    reads += 1;
    return stored === 'gone'
      ? Promise.reject(new ResponseCodeError(9002, 'Not found'))
      : Promise.resolve({ data: { id: RECORD, uuid: RECORD, ...stored } });
  },
  watchRecordChanges: (_: string, listener: (change: RecordChange) => void) => {
    hear = listener;
    return Promise.resolve(() => {});
  },
} as ZabuniDataProvider;

const presence = (action: 'presence' | 'absence', actorName: string, actorUuid: string) =>
  act(() =>
    hear({ resource: 'charge_types', uuid: RECORD, action, version: null, actorName, actorUuid }),
  );

async function openEditForm() {
  const Edit = withLiveRecord(() => <p>the form</p>, true)!;
  const definitions = {
    'charge-types': { name: 'charge-types', options: { liveEntity: 'charge_types' } },
  };
  render(
    <MemoryRouter initialEntries={[`/charge-types/${RECORD}`]}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider definitions={definitions}>
          <ResourceContextProvider value="charge-types">
            <Routes>
              <Route path="/charge-types/:id" element={<Edit />} />
            </Routes>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByText('Also editing this record: Asha')).toBeInTheDocument();
  expect(holds).toBe(1);
}

describe('an open edit form hearing presence events', () => {
  it('shows who came and left as the events say, without holding again', async () => {
    await openEditForm();
    for (let i = 0; i < 10; i += 1) {
      presence('presence', 'Baraka', 'other-1');
      presence('absence', 'Baraka', 'other-1');
    }
    presence('presence', 'Baraka', 'other-1');
    expect(await screen.findByText('Also editing this record: Asha, Baraka')).toBeInTheDocument();
    presence('absence', 'Asha', 'other-2');
    expect(await screen.findByText('Also editing this record: Baraka')).toBeInTheDocument();
    // Its own hold in another tab changes nothing here.
    presence('presence', ME.fullName, ME.uuid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(holds).toBe(1);
    expect(screen.queryByText(/Asha Mwinyi/)).not.toBeInTheDocument();
  });

  it('holds again once when its own hold has lapsed, or another tab of the user released it', async () => {
    await openEditForm();
    presence('absence', ME.fullName, ME.uuid);
    await waitFor(() => expect(holds).toBe(2));
    // A tab whose timers slept past the hold's life: the next event finds the hold lapsed.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 46_000);
    presence('presence', 'Baraka', 'other-1');
    presence('presence', 'Chausiku', 'other-3');
    await waitFor(() => expect(holds).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(holds).toBe(3);
  });
});

/**
 * The stream opened again after a drop ('many': changes may have been missed, and a record screen no
 * longer reads its record again on reconnecting, which reset an open form): the record is read aside
 * and the notice says it changed, or went, only when it did.
 */
describe('a record screen whose stream opened again after a drop', () => {
  const missed = () =>
    act(() =>
      hear({
        resource: 'charge_types',
        uuid: null,
        action: 'many',
        version: null,
        actorName: null,
        actorUuid: null,
      }),
    );

  it('says nothing when the record is as shown', async () => {
    await openEditForm();
    const before = reads;
    missed();
    await waitFor(() => expect(reads).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Someone changed this record')).not.toBeInTheDocument();
  });

  it('says someone changed it when its version moved on, and deleted it when it is gone', async () => {
    await openEditForm();
    stored = { version: 2 };
    missed();
    expect(await screen.findByText('Someone changed this record')).toBeInTheDocument();
    expect(screen.getByText('the form')).toBeInTheDocument();
    stored = 'gone';
    missed();
    expect(await screen.findByText('Someone deleted this record')).toBeInTheDocument();
  });
});
