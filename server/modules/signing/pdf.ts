import { createRequire } from 'node:module';
import path from 'node:path';
import htmlToPdfmake from 'html-to-pdfmake';
import { JSDOM } from 'jsdom';
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

/** Renders HTML to a PDF on the server, with no browser: html-to-pdfmake over jsdom, then pdfmake. */
export async function renderHtmlToPdf(html: string): Promise<Buffer> {
  const { window } = new JSDOM('');
  // Documents are text: images (which would be fetched or read from disk) and scripts are dropped.
  const body = window.document.createElement('div');
  body.innerHTML = html;
  body.querySelectorAll('img, script, style, iframe, object').forEach((node) => node.remove());
  const content = htmlToPdfmake(body.innerHTML, { window: window as never });
  return pdfmake
    .createPdf({ content, defaultStyle: { font: 'Roboto', fontSize: 11 }, pageMargins: 56 })
    .getBuffer();
}

export class InvalidKeyPhraseError extends Error {}

/**
 * Signs a PDF (PKCS#7 detached, SHA-256) with the key in a PKCS#12 bundle opened by the key phrase,
 * embedding the signer's name, reason, location and contact information.
 */
export async function signPdf(
  pdf: Buffer,
  pkcs12: Buffer,
  passphrase: string,
  details: { name: string; reason: string; location: string; contactInfo: string },
): Promise<Buffer> {
  const pdfDoc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({ pdfDoc, ...details, signatureLength: 16384 });
  const withPlaceholder = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  try {
    return await new SignPdf().sign(withPlaceholder, new P12Signer(pkcs12, { passphrase }));
  } catch (error) {
    if (
      error instanceof Error &&
      /MAC could not be verified|Invalid password/i.test(error.message)
    ) {
      throw new InvalidKeyPhraseError('Invalid key phrase');
    }
    throw error;
  }
}
