import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoDialog, VIDEO_DIALOG_SIZE } from '../../../custom-pages/home/VideoDialog';
import { dataProvider } from '../../../src/composition/dataProvider';
import { i18nProvider } from '../../../providers/i18nProvider';
import { saveSession } from '../../../providers/session';
import { checkFontLoaded } from '../../../src/shell/fontLoad';
import { theme } from '../../../src/theme';
import { buildTokens } from '../support/builders';

/** Constants and small parts of the spec (public-onboarding-area.md 9, shell-and-reference-data.md 3 and 9). */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('the spec constants', () => {
  it('the theme has the six breakpoints 640, 768, 1024, 1280, 1536 and 1920', () => {
    const values = Object.values(theme.breakpoints?.values ?? {}).filter((width) => width > 0);
    expect(values).toEqual([640, 768, 1024, 1280, 1536, 1920]);
  });

  it('the font-load check tries up to 3 times, 100 ms apart', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const never = { check: vi.fn(() => false) };
    await expect(checkFontLoaded('1em Roboto', never, wait)).resolves.toBe(false);
    expect(never.check).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([100, 100]);

    waits.length = 0;
    const onSecond = { check: vi.fn().mockReturnValueOnce(false).mockReturnValue(true) };
    await expect(checkFontLoaded('1em Roboto', onSecond, wait)).resolves.toBe(true);
    expect(onSecond.check).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([100]);
  });

  it('the video dialog is 640x450', async () => {
    expect(VIDEO_DIALOG_SIZE).toEqual({ width: 640, height: 450 });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <VideoDialog src="/intro.mp4" />
      </AdminContext>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch the introduction' }));
    const video = (await screen.findByRole('dialog')).querySelector('video');
    expect(video?.getAttribute('width')).toBe('640');
    expect(video?.getAttribute('height')).toBe('450');
  });

  it("keeps the special days read under the local storage key 'special-days'", async () => {
    saveSession(buildTokens());
    const day = {
      id: '1',
      uuid: 'sd-1',
      name: 'Union Day',
      date: '2027-04-26',
      description: null,
      active: true,
      deleted: false,
      createdAt: '2026-11-01T08:00:00Z',
      createdBy: null,
      updatedAt: null,
      updatedBy: null,
    };
    server.use(
      http.post('http://localhost:3000/zabuni-app/graphql', () =>
        HttpResponse.json({
          data: {
            getSpecialDays: {
              code: 9000,
              message: 'Success',
              status: true,
              dataList: [day],
              data: {
                content: [day],
                totalElements: 1,
                number: 0,
                size: 25,
                numberOfElements: 1,
                totalPages: 1,
              },
            },
          },
        }),
      ),
    );
    await dataProvider.getList('special-days', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'date', order: 'ASC' },
      filter: {},
    });
    expect(JSON.parse(localStorage.getItem('special-days') ?? 'null')).toEqual([
      { date: '2027-04-26', name: 'Union Day' },
    ]);
  });
});
