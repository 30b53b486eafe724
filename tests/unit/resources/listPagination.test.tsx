import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  Datagrid,
  Notification,
  ResourceContextProvider,
  TextField,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../providers/i18nProvider';
import { List } from '../../../resources/shared/List';

/** A data provider whose getList answers as given; every other call answers nothing. */
function providerListing(getList: DataProvider['getList']): DataProvider {
  return new Proxy({ getList } as unknown as DataProvider, {
    get: (target, name) =>
      // Not a promise itself ('then'): only the methods answer.
      name in target || name === 'then'
        ? target[name as keyof DataProvider]
        : () => Promise.resolve({ data: [] }),
  });
}

function renderList(dataProvider: DataProvider) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="roles">
          <List perPage={25}>
            <Datagrid>
              <TextField source="name" />
            </Datagrid>
          </List>
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the pager of every list', () => {
  it('counts the rows the server answered', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: index + 1,
      name: `Role ${index + 1}`,
    }));
    renderList(providerListing(() => Promise.resolve({ data: rows, total: 30 }) as never));
    await screen.findByText('Role 1');
    await screen.findByText('1-25 of 30');
  });

  it('says nothing when the read was refused, rather than "1-25 of 25" over no rows', async () => {
    let refused = false;
    renderList(
      providerListing(() => {
        refused = true;
        return Promise.reject(new Error('Record not found'));
      }),
    );
    await screen.findByText('Record not found');
    expect(refused).toBe(true);
    expect(screen.queryByText(/^1-25 of/)).toBeNull();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
  });
});
