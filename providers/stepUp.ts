import { ResponseCode } from '../contract/responseCodes';

/**
 * Step-up (issue 40): a sensitive operation the server refuses with 9013 is asked for again once the
 * user has presented a second factor in the dialog the shell shows (src/shell/StepUpDialog.tsx).
 */
type Asker = (hasFactor: boolean) => Promise<boolean>;

let asker: Asker | undefined;
let asking: Promise<boolean> | undefined;

/** The shell's dialog registers itself; the answer unregisters it. */
export function answerStepUps(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = undefined;
  };
}

/**
 * Whether an answer refuses for want of a recent second factor: a REST call's envelope (403), or
 * an operation's envelope inside a GraphQL answer.
 */
async function stepUpAsked(response: Response): Promise<{ hasFactor: boolean } | undefined> {
  if (response.status !== 200 && response.status !== 403) return undefined;
  type Refusal = { code?: number; data?: { hasFactor?: boolean } } | null;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as (Refusal & { data?: Record<string, unknown> }) | undefined;
  const envelopes = [body, ...Object.values(body?.data ?? {})] as Refusal[];
  const refusal = envelopes.find((envelope) => envelope?.code === ResponseCode.STEP_UP_REQUIRED);
  return refusal ? { hasFactor: refusal.data?.hasFactor !== false } : undefined;
}

/**
 * Sends a request; when the server asks for a step-up, asks the user (one dialog however many
 * requests wait) and, once they have stepped up, sends it again. Cancelled, the refusal stands.
 */
export async function sendWithStepUp(sendOnce: () => Promise<Response>): Promise<Response> {
  const response = await sendOnce();
  const asked = asker && (await stepUpAsked(response));
  if (!asked || !asker) return response;
  asking ??= asker(asked.hasFactor).finally(() => {
    asking = undefined;
  });
  return (await asking) ? sendOnce() : response;
}
