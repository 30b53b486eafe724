import {
  checkKeyPhrase,
  DocumentTooDeepError,
  InvalidKeyPhraseError,
  renderHtmlToPdf,
  signPdf,
  type SignatureDetails,
} from './pdf';

/** What the signing route hands a worker thread. */
export interface SignTask {
  html: string;
  pkcs12: Uint8Array;
  passphrase: string;
  details: SignatureDetails;
  maxDepth: number;
}

export type SignOutcome =
  { ok: true; pdf: Uint8Array } | { ok: false; reason: 'key-phrase' | 'too-deep' };

/**
 * Runs on a worker thread of the server's pool (server/http/workerPool.ts): checks the key phrase
 * first (cheap), then renders the HTML and signs the PDF. Expected refusals are answered, not thrown,
 * so they cross the thread boundary intact.
 */
export default async function signHtmlDocument(task: SignTask): Promise<SignOutcome> {
  const pkcs12 = Buffer.from(task.pkcs12);
  try {
    checkKeyPhrase(pkcs12, task.passphrase);
    const pdf = await renderHtmlToPdf(task.html, task.maxDepth);
    return { ok: true, pdf: await signPdf(pdf, pkcs12, task.passphrase, task.details) };
  } catch (error) {
    if (error instanceof InvalidKeyPhraseError) return { ok: false, reason: 'key-phrase' };
    if (error instanceof DocumentTooDeepError) return { ok: false, reason: 'too-deep' };
    throw error;
  }
}
