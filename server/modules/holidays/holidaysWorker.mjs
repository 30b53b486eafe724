// A worker thread of the holidays seed (module.ts, tanzaniaHolidays): Tanzania's public
// holidays of the years it is given, from date-holidays, posted back once; then the thread ends and
// date-holidays' memory (some 20 MB) with it. Plain JavaScript: a worker thread of the server run
// through tsx would load a TypeScript entry before tsx's hooks are in place.
import { parentPort, workerData } from 'node:worker_threads';
import Holidays from 'date-holidays';

const calendar = new Holidays('TZ');
parentPort?.postMessage(
  workerData.flatMap((year) =>
    calendar.getHolidays(year).map((holiday) => ({
      name: holiday.name,
      date: holiday.date.slice(0, 10),
      type: holiday.type,
      year,
    })),
  ),
);
