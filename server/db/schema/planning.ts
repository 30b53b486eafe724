import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';

/**
 * Financial years, July to June (code 2026/2027). At most one live year is the current one, which
 * plans and tenders are made for.
 */
export const financialYears = pgTable(
  'financial_years',
  {
    ...entityColumns(),
    code: varchar('code', { length: 9 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    uniqueIndex('financial_years_code_live_key')
      .on(t.code)
      .where(sql`NOT ${t.deleted}`),
    uniqueIndex('financial_years_one_current_key')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent} AND NOT ${t.deleted}`),
  ],
);
