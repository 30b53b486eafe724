import { createRequire } from 'node:module';
import path from 'node:path';
import htmlToPdfmake from 'html-to-pdfmake';
import { JSDOM } from 'jsdom';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';

// pdfmake is CommonJS.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
};

// Only pdfmake's own Roboto files may be read, and nothing fetched: the HTML is user content.
const fontDir = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'build/fonts/Roboto/',
);
pdfmake.setFonts({
  Roboto: {
    normal: `${fontDir}Roboto-Regular.ttf`,
    bold: `${fontDir}Roboto-Medium.ttf`,
    italics: `${fontDir}Roboto-Italic.ttf`,
    bolditalics: `${fontDir}Roboto-MediumItalic.ttf`,
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));

/** The markup is nested deeper than a document needs (and than the renderer can take). */
export class DocumentTooDeepError extends Error {}

/** Elements that never hold others, and those whose end tag the parser supplies itself. */
const notNesting = new Set(
  (
    'area base br col embed hr img input link meta source track wbr ' +
    'p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rb rt rtc rp html head body'
  ).split(' '),
);

/**
 * How deep the markup's open tags go, read in one pass over the text: the parser's time grows with
 * the square of the depth (5,000 nested divs: 7 s), so too-deep markup is refused before parsing.
 */
function tagDepthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g,
  )) {
    if (notNesting.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** How deep the element tree under `root` goes, walked without recursion. */
function depthOf(root: Element): number {
  let deepest = 0;
  const stack: [Element, number][] = [[root, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [element, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of Array.from(element.children)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Renders HTML to a PDF on the server, with no browser: html-to-pdfmake over jsdom, then pdfmake.
 * Markup nested deeper than `maxDepth` elements is refused (DocumentTooDeepError) before rendering.
 * CPU-heavy: call it on a worker thread (signWorker.ts), never on the event loop.
 */
export async function renderHtmlToPdf(html: string, maxDepth: number): Promise<Buffer> {
  if (tagDepthOf(html) > maxDepth) throw new DocumentTooDeepError(`Nested deeper than ${maxDepth}`);
  const { window } = new JSDOM('');
  // Documents are text: images (which would be fetched or read from disk) and scripts are dropped.
  const body = window.document.createElement('div');
  body.innerHTML = html;
  if (depthOf(body) > maxDepth) throw new DocumentTooDeepError(`Nested deeper than ${maxDepth}`);
  body.querySelectorAll('img, script, style, iframe, object').forEach((node) => node.remove());
  const content = htmlToPdfmake(body.innerHTML, { window: window as never });
  return pdfmake
    .createPdf({ content, defaultStyle: { font: 'Roboto', fontSize: 11 }, pageMargins: 56 })
    .getBuffer();
}

export class InvalidKeyPhraseError extends Error {}

/** Opens a PKCS#12 bundle with the key phrase: cheap, so a wrong phrase is answered before rendering. */
export function checkKeyPhrase(pkcs12: Buffer, passphrase: string): void {
  try {
    forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pkcs12.toString('binary')), passphrase);
  } catch {
    throw new InvalidKeyPhraseError('Invalid key phrase');
  }
}

/**
 * Signs a PDF (PKCS#7 detached, SHA-256) with the key in a PKCS#12 bundle opened by the key phrase,
 * embedding the signer's name, reason, location and contact information.
 */
export async function signPdf(
  pdf: Buffer,
  pkcs12: Buffer,
  passphrase: string,
  details: SignatureDetails,
): Promise<Buffer> {
  checkKeyPhrase(pkcs12, passphrase);
  const pdfDoc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({ pdfDoc, ...details, signatureLength: 16384 });
  const withPlaceholder = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new P12Signer(pkcs12, { passphrase }));
}

export interface SignatureDetails {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}
