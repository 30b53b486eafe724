import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, useGetOne, type DataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { queryDefaults } from '../../../providers/queryClient';
import { ResponseCodeError } from '../../../providers/responses';
import { withFoundRecord } from '../../../resources/shared/RecordNotFound';

/**
 * Issue 38 item 5: a record screen of a record that does not exist says so at once, translated,
 * asking the server once (no retries of a not-found answer); one that exists opens as before.
 */
/** As react-admin's Show and Edit do: the view reads its record itself. */
function ViewReadingItsRecord() {
  const { data } = useGetOne('users', { id: '42' });
  return <p>the form{data ? ` of ${String(data.fullName)}` : ''}</p>;
}

function openRecord(getOne: DataProvider['getOne']) {
  const reads: unknown[] = [];
  const dataProvider = {
    getOne: (resource: string, params: unknown) => {
      reads.push(params);
      return getOne(resource, params as never);
    },
  } as unknown as DataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });
  const Screen = withFoundRecord(ViewReadingItsRecord)!;
  render(
    <MemoryRouter initialEntries={['/users/42']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <ResourceContextProvider value="users">
          <Routes>
            <Route path="/users/:id" element={<Screen />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return reads;
}

describe('a record that does not exist', () => {
  it('shows the not-found screen at once, after one read', async () => {
    const reads = openRecord(() => Promise.reject(new ResponseCodeError(9002, 'User not found')));
    expect(await screen.findByText(/^This record does not exist\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the list' })).toHaveAttribute('href', '/users');
    expect(screen.queryByText('the form')).toBeNull();
    expect(reads).toHaveLength(1);
  });

  it('says so for a key that names no record (garbage in the address)', async () => {
    openRecord(() => Promise.reject(new ResponseCodeError(9001, 'id: Not a number')));
    expect(await screen.findByText(/^This record does not exist\./)).toBeInTheDocument();
  });

  it('opens the screen of a record that exists, reading it once', async () => {
    const reads = openRecord(() =>
      Promise.resolve({ data: { id: '42', fullName: 'Juma' } as never }),
    );
    expect(await screen.findByText('the form of Juma')).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).toBeNull();
    // The view found the record its guard had just read: the server was asked once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toHaveLength(1);
  });
});
