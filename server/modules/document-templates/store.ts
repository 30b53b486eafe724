import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { findLiveByUuid, parseUuid, updateLiveByUuid } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { tableListSpec, fetchPage, type PageParam } from '../../db/paging';
import { institutions } from '../../db/schema/identity';
import { documentTemplates } from '../../db/schema/signing';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';

export type DocumentTemplate = typeof documentTemplates.$inferSelect;

const listSpec = tableListSpec(documentTemplates, {
  sortable: ['categoryCode', 'title'],
  defaultSort: 'categoryCode',
  filterable: { title: 'contains', categoryCode: 'equals' },
});

export const listDocumentTemplates = (db: Db, pageParam: PageParam | null | undefined) =>
  fetchPage<DocumentTemplate>(db, documentTemplates, listSpec, { pageParam });

export const findDocumentTemplate = (db: Db, uuid: string) =>
  findLiveByUuid<DocumentTemplate>(db, documentTemplates, uuid);

const templateInputSchema = z.object({
  uuid: z.uuid(),
  title: requiredText(250, 3),
  bodyHtml: z.string().trim().min(20).max(200_000),
  version: recordVersion,
});

export async function saveDocumentTemplate(db: Db, input: unknown, actor: string) {
  const template = templateInputSchema.parse(input);
  return updateLiveByUuid<DocumentTemplate>(
    db,
    documentTemplates,
    template.uuid,
    { title: template.title, bodyHtml: template.bodyHtml },
    actor,
    undefined,
    template.version,
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The category's template with the signatory's and the procuring entity's names filled in. */
export async function fillTemplate(
  db: Db,
  args: {
    procuringEntityUuid?: string | null;
    categoryCode: string;
    placeholderValues?: { signatoryName?: string | null } | null;
  },
) {
  const [template] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.categoryCode, args.categoryCode),
        eq(documentTemplates.deleted, false),
        eq(documentTemplates.active, true),
      ),
    );
  if (!template) throw new AppError(ResponseCode.NOT_FOUND);
  let procuringEntityName = '';
  if (args.procuringEntityUuid) {
    const [institution] = await db
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.uuid, parseUuid(args.procuringEntityUuid)));
    if (!institution) throw new AppError(ResponseCode.NOT_FOUND);
    procuringEntityName = institution.name;
  }
  const values: Record<string, string> = {
    signatoryName: args.placeholderValues?.signatoryName ?? '',
    procuringEntityName,
    date: new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
  };
  const html = template.bodyHtml.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? escapeHtml(values[name]) : whole,
  );
  return { categoryCode: template.categoryCode, title: template.title, html };
}
