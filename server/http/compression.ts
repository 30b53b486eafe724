import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** The encoding an Accept-Encoding header takes (brotli first), or undefined for none. */
export function encodingFor(accepted: string | null | undefined): 'br' | 'gzip' | undefined {
  if (!accepted) return undefined;
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** A body compressed with `encoding` (brotli at a fast level, gzip at 6). */
export const compressBody = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(body, { level: 6 });

/**
 * A JSON answer above 1 KB, compressed as the caller accepts (brotli at a fast level, else gzip).
 * Anything else, or a caller who accepts neither, gets the answer as it was.
 */
export async function compressJson(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') || response.headers.has('content-encoding') || !response.body) {
    return response;
  }
  const encoding = encodingFor(request.headers.get('accept-encoding'));
  if (!encoding) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (body.length <= COMPRESS_ABOVE_BYTES) {
    return new Response(body, { status: response.status, headers });
  }
  const compressed = (await compressBody(body, encoding)) as Uint8Array<ArrayBuffer>;
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(compressed, { status: response.status, headers });
}
