import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustedProxies } from './clientAddress';
import type { TLSSocket } from 'node:tls';
import { APP_START_SCRIPT } from '../../contract/prerenderedPages';

/**
 * The browser protections every answer carries (the app's pages and the API alike).
 * Scripts come only from the app's own files, and index.html's one inline script, which starts the
 * app after the first paint, by its hash (contract/prerenderedPages.ts). Styles
 * allow 'unsafe-inline' because MUI's emotion writes <style> elements at run time; a nonce would need
 * the server to rewrite index.html per request and emotion to be handed it (decision 77). Blob URLs
 * are the PDFs and CSV files the app makes for download; data: images are MUI's and the captcha's.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const baseHeaders: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // Token links carry secrets in their paths: no address is ever sent to another site.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
    'hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
};

/** One year, sub-domains included: only ever sent on an answer that went out over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over HTTPS: our own TLS socket, or a trusted proxy saying so in
 * X-Forwarded-Proto (from anyone else that header is ignored, as a caller controls it).
 */
export function isHttpsRequest(req: IncomingMessage, isTrusted: TrustedProxies): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const peer = req.socket.remoteAddress;
  if (!peer || !isTrusted(peer, 0)) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  return first === 'https';
}

export function securityHeaders(isHttps: boolean): Record<string, string> {
  return isHttps ? { ...baseHeaders, 'Strict-Transport-Security': HSTS } : baseHeaders;
}
