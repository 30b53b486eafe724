import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import { findPgCode } from '../errors';
import { jsonFailure } from './respond';

/** The header a client sets on a create it may retry (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a first answer is kept for retries. */
const KEEP = sql`interval '24 hours'`;

/** Printable ASCII, at most 255 characters: a UUID is the usual choice. */
const validKey = /^[\x21-\x7e]{1,255}$/;

/** Operations whose name says they create (or create-or-update) a record. */
const isCreateName = (name: string) => /^(create|save)/.test(name);

/**
 * Whether a GraphQL request body is a create: one mutation whose root fields are all create* or
 * save* operations (createUpdate* included). Anything else (queries, other mutations, a document
 * that does not parse within the endpoints' 2000 tokens) is not: its Idempotency-Key is ignored.
 */
export function isGraphqlCreate(bodyText: string): boolean {
  try {
    const body = JSON.parse(bodyText) as { query?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string') return false;
    const operations = parse(body.query, { maxTokens: 2000 }).definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen =
      operations.length === 1
        ? operations[0]
        : operations.find((operation) => operation.name?.value === body.operationName);
    if (chosen?.operation !== 'mutation') return false;
    const fields = chosen.selectionSet.selections;
    return (
      fields.length > 0 &&
      fields.every((field) => field.kind === Kind.FIELD && isCreateName(field.name.value))
    );
  } catch {
    return false;
  }
}

/** A failure that asks for a retry (9006, a 5xx, a GraphQL error): never kept as the answer. */
function isRetryable(status: number, bodyText: string): boolean {
  if (status >= 500) return true;
  try {
    const body = JSON.parse(bodyText) as { code?: unknown; errors?: unknown; data?: unknown };
    if (body.errors || body.code === ResponseCode.OPERATION_FAILED) return true;
    const results = body.data && typeof body.data === 'object' ? Object.values(body.data) : [];
    return results.some(
      (result) =>
        !!result &&
        typeof result === 'object' &&
        (result as { code?: unknown }).code === ResponseCode.OPERATION_FAILED,
    );
  } catch {
    return false;
  }
}

type Kept = typeof idempotencyKeys.$inferSelect;

const replay = (kept: Kept) =>
  new Response(kept.body, {
    status: kept.status,
    headers: {
      'content-type': kept.contentType ?? 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'idempotent-replayed': 'true',
    },
  });

/** Thrown inside the transaction to roll it back while keeping the answer to send. */
class NotKept extends Error {
  constructor(readonly response: Response) {
    super('not kept');
  }
}

/** The answer kept for this user's key, if it is still kept. */
async function keptAnswer(db: Db, userId: number, key: string): Promise<Kept | undefined> {
  const [kept] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} > now() - ${KEEP}`,
      ),
    );
  return kept;
}

/**
 * Runs a create at most once per user and Idempotency-Key. The create runs in one transaction with the
 * row that keeps its answer: both are committed or neither (a process killed before the commit
 * created nothing, so the retry creates it once). A retry with the same key and request answers the
 * first answer (header Idempotent-Replayed: true); the same key with another request is refused; a
 * retry arriving while the first still runs waits for it (the row's lock) and then replays it.
 * Answers that ask for a retry (9006, 5xx) are not kept.
 *
 * `run` must use the transaction it is given for every query (on PGlite another handle would wait
 * for this transaction to end).
 */
export async function runOnce(
  db: Db,
  {
    userId,
    key,
    request,
    bodyText,
  }: { userId: number; key: string; request: Request; bodyText: string },
  run: (tx: Db) => Promise<Response>,
): Promise<Response> {
  if (!validKey.test(key)) {
    return jsonFailure(
      400,
      ResponseCode.INVALID_INPUT,
      'Idempotency-Key must be 1 to 255 visible characters',
    );
  }
  const { pathname } = new URL(request.url);
  const fingerprint = crypto
    .createHash('sha256')
    .update(`${request.method} ${pathname}\n${bodyText}`)
    .digest('hex');
  const answerKept = (kept: Kept) =>
    kept.fingerprint === fingerprint
      ? replay(kept)
      : jsonFailure(
          422,
          ResponseCode.INVALID_INPUT,
          'This Idempotency-Key was already used for a different request',
        );
  const findKept = (handle: Db) => keptAnswer(handle, userId, key);

  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`));
  const earlier = await findKept(db);
  if (earlier) return answerKept(earlier);

  let answer: Response | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint, status: 0, body: '' })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) {
        // Another request with this key committed while we waited on its row: answer its answer.
        const kept = await findKept(tx);
        throw new NotKept(kept ? answerKept(kept) : jsonFailure(409, ResponseCode.DUPLICATE));
      }
      const response = await run(tx);
      const text = await response.text();
      answer = new Response(text, { status: response.status, headers: response.headers });
      if (isRetryable(response.status, text)) throw new NotKept(answer);
      await tx
        .update(idempotencyKeys)
        .set({
          status: response.status,
          body: text,
          contentType: response.headers.get('content-type'),
        })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return answer;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.response;
    // 25P02: a statement of the create failed and was answered as a refusal (a duplicate), which
    // left the transaction unusable: nothing was created or kept, so the refusal is the answer.
    if (findPgCode(error) === '25P02' && answer) return answer;
    throw error;
  }
}
