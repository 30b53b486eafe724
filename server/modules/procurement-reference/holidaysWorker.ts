/**
 * A worker thread of the procurement reference seed (seed.ts, tanzaniaHolidays): Tanzania's public
 * holidays of the years it is given, from date-holidays, posted back once; then the thread ends and
 * date-holidays' memory with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Holidays from 'date-holidays';

/** One holiday as the seed reads it: the date as YYYY-MM-DD, with its year for corrections. */
export interface HolidayOfYear {
  name: string;
  date: string;
  type: string;
  year: number;
}

const years = workerData as number[];
const calendar = new Holidays('TZ');
const found: HolidayOfYear[] = years.flatMap((year) =>
  calendar.getHolidays(year).map((holiday) => ({
    name: holiday.name,
    date: holiday.date.slice(0, 10),
    type: holiday.type,
    year,
  })),
);
parentPort?.postMessage(found);
