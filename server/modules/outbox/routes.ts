import { desc, eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/onboarding';
import { json } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { mayReadOutbox, noOutbox } from './access';

export const OUTBOX_PATH = '/dev/outbox';
const LATEST = 100;

/**
 * The outbox outside production: GET /dev/outbox answers the latest messages as JSON (?to= filters
 * by recipient), /dev/outbox/view shows them on a page with the links clickable. Both only to a caller
 * on this machine or a platform administrator (access.ts); anyone else finds nothing there.
 */
export function outboxRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: OUTBOX_PATH,
      async handle(request, ctx) {
        if (!mayReadOutbox(request, ctx)) return noOutbox(request);
        const to = new URL(request.url).searchParams.get('to');
        const messages = await ctx.db
          .select()
          .from(outboxMessages)
          .where(to ? eq(sql`lower(${outboxMessages.recipient})`, to.toLowerCase()) : undefined)
          .orderBy(desc(outboxMessages.id))
          .limit(LATEST);
        return json({ messages });
      },
    },
    {
      method: 'GET',
      path: `${OUTBOX_PATH}/view`,
      async handle(request, ctx) {
        if (!mayReadOutbox(request, ctx)) return noOutbox(request);
        const messages = await ctx.db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.id))
          .limit(LATEST);
        return new Response(outboxPage(messages), {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        });
      },
    },
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escaped text with http(s) links made clickable. */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(messages: (typeof outboxMessages.$inferSelect)[]): string {
  const items = messages
    .map(
      (m) => `<article><header><strong>${m.channel}</strong> to ${escapeHtml(m.recipient)}
        <time>${m.createdAt.toISOString()}</time></header>
        ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${withLinks(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox - Zabuni</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:820px;padding:16px;background:#f5f5f5}
article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 3px #0002}
header{color:#555;font-size:14px;display:flex;gap:8px;flex-wrap:wrap}time{margin-left:auto}
h2{font-size:17px;margin:8px 0}pre{white-space:pre-wrap;word-break:break-all;font:15px/1.5 system-ui,sans-serif}</style>
</head><body><h1>Outbox</h1><p>Emails and text messages the server would have sent (outside production only).</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
}
