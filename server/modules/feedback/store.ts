import { count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { SettingKey } from '../../../contract/settings';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { tableListSpec, fetchPage, type PageParam } from '../../db/paging';
import { institutions, users } from '../../db/schema/identity';
import { globalSettings } from '../../db/schema/system';
import { feedback, tasks } from '../../db/schema/work';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';

export const feedbackInputSchema = z.object({
  category: z.enum(['SUGGESTION', 'PROBLEM', 'PRAISE']),
  message: requiredText(2000),
  // A path inside the app only: nothing else is worth keeping, and it is shown to administrators.
  pageUrl: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/)
    .nullish(),
});

async function isFeedbackEnabled(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: globalSettings.value })
    .from(globalSettings)
    .where(eq(globalSettings.key, SettingKey.feedbackEnabled));
  return row?.value === 'true';
}

export async function saveFeedback(
  db: Db,
  input: z.infer<typeof feedbackInputSchema>,
  user: AuthUser,
) {
  if (!(await isFeedbackEnabled(db))) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Feedback is turned off');
  }
  const [saved] = await db
    .insert(feedback)
    .values({ ...input, pageUrl: input.pageUrl ?? null, userId: user.id })
    .returning();
  return { ...saved, userEmail: user.email };
}

const listSpec = tableListSpec(feedback, {
  sortable: ['createdAt', 'category'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { category: 'equals', message: 'contains' },
});

/** A page of feedback with each sender's email (one lookup for the page's senders). */
export async function listFeedback(db: Db, pageParam: PageParam | null | undefined) {
  const page = await fetchPage<typeof feedback.$inferSelect>(db, feedback, listSpec, { pageParam });
  const senderIds = [...new Set(page.content.map((row) => row.userId))];
  const senders = senderIds.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, senderIds))
    : [];
  const emails = new Map(senders.map((s) => [s.id, s.email]));
  return {
    ...page,
    content: page.content.map((row) => ({ ...row, userEmail: emails.get(row.userId) ?? '' })),
  };
}

const countBy = (rows: { label: string | null; count: number | string }[]) =>
  rows.map((row) => ({ label: row.label ?? '', count: Number(row.count) }));

/** The administrators' dashboard: registrations per month, users by type, institutions, open tasks. */
export async function platformStatistics(db: Db) {
  const month = sql<string>`to_char(date_trunc('month', ${users.createdAt}), 'YYYY-MM')`;
  const lastYear = sql`${users.createdAt} >= date_trunc('month', now()) - interval '11 months'`;
  const perMonth = (tenderers: boolean) =>
    db
      .select({ label: month, count: count() })
      .from(users)
      .where(
        sql`${lastYear} AND NOT ${users.deleted} AND (${users.userType} = 'TENDERER') = ${tenderers}`,
      )
      .groupBy(month)
      .orderBy(month);
  const [tenderersPerMonth, usersPerMonth, usersByType, institutionsByLevel, openTasksByKind] =
    await Promise.all([
      perMonth(true),
      perMonth(false),
      db
        .select({ label: users.userType, count: count() })
        .from(users)
        .where(eq(users.deleted, false))
        .groupBy(users.userType)
        .orderBy(users.userType),
      db
        .select({
          label: sql<string>`CASE WHEN ${institutions.isLowerLevel} THEN 'LOWER_LEVEL' ELSE 'MAIN' END`,
          count: count(),
        })
        .from(institutions)
        .where(eq(institutions.deleted, false))
        .groupBy(institutions.isLowerLevel),
      db
        .select({ label: tasks.kind, count: count() })
        .from(tasks)
        .where(eq(tasks.status, 'OPEN'))
        .groupBy(tasks.kind)
        .orderBy(sql`count(*) DESC`),
    ]);
  return {
    tenderersPerMonth: countBy(tenderersPerMonth),
    usersPerMonth: countBy(usersPerMonth),
    usersByType: countBy(usersByType),
    institutionsByLevel: countBy(institutionsByLevel),
    openTasksByKind: countBy(openTasksByKind),
  };
}
