import { Worker } from 'node:worker_threads';
import { and, eq, gte, lte } from 'drizzle-orm';
import { holidayTypes } from '../../../contract/procurementReference';
import type { Db } from '../../db/client';
import type { PageParam } from '../../db/paging';
import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appListAccess, appReferenceApi } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { guarded } from '../../graphql/guards';
import { success, successList } from '../../graphql/result';
import { holidays } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { isoDay, oneOf, recordFields, text } from '../../reference-kit/fields';

/**
 * Public holidays (Tanzania's seeded from date-holidays, in a worker thread: holidaysWorker.mjs): a
 * reference list of the app service, declared once with the reference kit.
 */

const holidayFields = recordFields({
  name: text(150),
  date: isoDay(),
  type: oneOf(holidayTypes, 'public, bank, optional, school or observance.', {
    fallback: 'public',
  }),
});

export const holidayList = defineReferenceEntity({
  table: holidays,
  label: 'Holiday',
  duplicateText: 'same name on that date',
  listSpec: adminListSpec(holidays, {
    ...listFields.Holiday,
    filterable: { name: 'contains' },
    enumFields: ['type'],
  }),
  inputSchema: holidayFields.saveInput,
});

const api = appReferenceApi({
  entity: holidayList,
  typeName: 'Holiday',
  doc: "A public holiday (Tanzania's seeded from date-holidays).",
  ...holidayFields.sdl,
  // getHolidays (resolvers.ts) answers the list.
  withListResponse: true,
});

/**
 * date-holidays 3.37.0 gives Zanzibar Revolution Day on 2 January; it is on 12 January. Corrections
 * by holiday name, applied before saving (month-day).
 */
const holidayCorrections: Record<string, string> = { 'Zanzibar Revolution Day': '01-12' };

// Plain JavaScript beside this file, in the sources and in the built server alike.
const holidaysWorker = new URL('./holidaysWorker.mjs', import.meta.url);

/** One holiday as holidaysWorker.mjs posts it: the date as YYYY-MM-DD, with its year. */
interface HolidayOfYear {
  name: string;
  date: string;
  type: string;
  year: number;
}

/**
 * Tanzania's public holidays of these years from date-holidays, as rows (YYYY-MM-DD). date-holidays
 * and its data (some 20 MB resident) are loaded in a worker thread that ends with the answer, so the
 * server does not keep them (decision 160).
 */
export async function tanzaniaHolidays(years: number[]) {
  const worker = new Worker(holidaysWorker, { workerData: years });
  const found = await new Promise<HolidayOfYear[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The holidays worker ended with ${code}`)));
  });
  await worker.terminate();
  return found.map((holiday) => {
    const correction = holidayCorrections[holiday.name];
    return {
      name: holiday.name,
      date: correction ? `${holiday.year}-${correction}` : holiday.date,
      type: holiday.type,
      createdBy: 'system',
    };
  });
}

/** Whether the seed already saved holidays of `year` (deleted ones count: they stay deleted). */
async function hasSeededHolidays(db: Db, year: number): Promise<boolean> {
  const found = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.createdBy, 'system'),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/**
 * Holidays of this year and the next: a platform that keeps running gets next year's on a restart.
 * Next year's there means this year's were saved with them: no worker at all on a restart.
 */
async function seedHolidays(db: Db, now = new Date()) {
  const year = now.getUTCFullYear();
  if (!(await hasSeededHolidays(db, year + 1))) {
    await db
      .insert(holidays)
      .values(await tanzaniaHolidays([year, year + 1]))
      .onConflictDoNothing();
  }
}

/** The first day of this year and the last day of the next (getHolidays' window). */
function holidayWindow(now = new Date()) {
  const year = now.getUTCFullYear();
  return { from: `${year}-01-01`, to: `${year + 1}-12-31` };
}

/** The seeded rows in Kiswahili (fillSwahili). */
export const holidaysSwahili: SwahiliSeed = {
  // date-holidays' English names; the Islamic holidays as Tanzania calls them.
  table: 'holidays',
  columns: ['name_sw'],
  rows: [
    ["New Year's Day", 'Mwaka Mpya'],
    ['Zanzibar Revolution Day', 'Siku ya Mapinduzi ya Zanzibar'],
    ['End of Ramadan (Eid al-Fitr)', 'Idd el Fitr'],
    ['Good Friday', 'Ijumaa Kuu'],
    ['Easter Sunday', 'Pasaka'],
    ['Easter Monday', 'Jumatatu ya Pasaka'],
    ['Karume Day', 'Siku ya Karume'],
    ['Union Day', 'Siku ya Muungano'],
    ['Labour Day', 'Siku ya Wafanyakazi'],
    ['Feast of the Sacrifice (Eid al-Adha)', 'Idd el Hajj'],
    ['Saba Saba Day', 'Sabasaba'],
    ['Nane Nane Day', 'Nanenane (Siku ya Wakulima)'],
    ['Maulid Day', 'Maulid'],
    ['Nyerere Day', 'Siku ya Nyerere'],
    ['Independence Day', 'Siku ya Uhuru'],
    ['Christmas Day', 'Krismasi'],
    ['Boxing Day', 'Siku ya Kufungua Zawadi'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  also: [
    {
      service: 'app',
      schema: 'schema.graphql',
      resolvers: {
        Query: {
          getHolidays: guarded(
            appListAccess.read,
            async (args: { deleted?: boolean | null; pageParam?: PageParam | null }, { db }) => {
              const deleted = args.deleted ?? false;
              if (args.pageParam) {
                return success(
                  await holidayList.listPage(db, { deleted, pageParam: args.pageParam }),
                );
              }
              const { from, to } = holidayWindow();
              return successList(
                await holidayList.listAll(db, {
                  deleted,
                  where: and(gte(holidays.date, from), lte(holidays.date, to)),
                }),
              );
            },
          ),
        },
      },
    },
  ],
  seed: { run: seedHolidays, swahili: holidaysSwahili },
}) satisfies ServerModule;
