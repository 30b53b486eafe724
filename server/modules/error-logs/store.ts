import { z } from 'zod';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { tableListSpec, fetchPage, type PageParam } from '../../db/paging';
import { errorLogs } from '../../db/schema/monitor';
import { requiredText } from '../../validation/inputs';

export type ErrorLog = typeof errorLogs.$inferSelect;

export const errorLogInputSchema = z.object({
  kind: z.enum(['RESPONSE_CODE', 'GRAPHQL_ERROR', 'SQL_TEXT', 'HIGH_LATENCY', 'HTTP_FAILURE']),
  message: requiredText(4000),
  operation: z.string().max(120).nullish(),
  service: z.string().max(30).nullish(),
  code: z.number().int().nullish(),
  httpStatus: z.number().int().min(0).max(999).nullish(),
  latencyMs: z.number().int().min(0).nullish(),
  url: z.string().max(500).nullish(),
});
export type ErrorLogInput = z.infer<typeof errorLogInputSchema>;

/** The fields the error log list sorts by: each has its index (server/db/schema/monitor.ts). */
export const errorLogSorts = ['createdAt', 'kind', 'operation', 'code', 'latencyMs'] as const;

const listSpec = tableListSpec(errorLogs, {
  sortable: [...errorLogSorts],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { kind: 'equals', message: 'contains', operation: 'equals', userUuid: 'equals' },
});

export async function saveErrorLog(
  db: Db,
  input: ErrorLogInput,
  user: AuthUser | null,
  clientAddress: string,
): Promise<ErrorLog> {
  const [saved] = await db
    .insert(errorLogs)
    .values({
      ...input,
      userUuid: user?.uuid ?? null,
      userType: user?.userType ?? null,
      userRoles: user ? user.roleNames.join(',').slice(0, 500) : null,
      clientAddress: clientAddress.slice(0, 60),
    })
    .returning();
  return saved;
}

export const listErrorLogs = (db: Db, pageParam: PageParam | null | undefined) =>
  fetchPage<ErrorLog>(db, errorLogs, listSpec, { pageParam });
