import net from 'node:net';
import { ResponseCode } from '../../../contract/responseCodes';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { RequestContext } from '../../requestContext';
import { addressKey } from '../../http/clientAddress';
import { jsonFailure } from '../../http/respond';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** ::1 as the request context keys it (an IPv6 client is keyed by its /64, server/http/clientAddress.ts). */
const IPV6_LOOPBACK_KEY = addressKey('::1');

/** An address of this machine's loopback (127.0.0.0/8, ::1, either written as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.trim();
  const family = net.isIP(bare);
  return family !== 0 && loopback.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Every client a proxy says it forwards for (X-Forwarded-For, X-Real-IP, Forwarded's for=), whether or
 * not the proxy is trusted: a Forwarded header naming no client counts as an unknown one.
 */
function forwardedClients(headers: Headers): string[] {
  const listed = ['x-forwarded-for', 'x-real-ip'].flatMap(
    (name) => headers.get(name)?.split(',') ?? [],
  );
  const forwarded = headers.get('forwarded');
  if (forwarded === null) return listed;
  const named = [...forwarded.matchAll(/for="?\[?([^\]";,\s]+)/gi)].map((match) => match[1]);
  return [...listed, ...(named.length > 0 ? named : ['unknown'])];
}

/**
 * The Host a local caller uses: a loopback name or address, or PUBLIC_URL's. Any other name reaching
 * a loopback socket is a web page that rebound its own name to 127.0.0.1 (DNS rebinding).
 */
function isLocalHost(request: Request, publicUrl: string | undefined): boolean {
  const host = request.headers.get('host')?.toLowerCase();
  if (!host) return false;
  if (/^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/.test(host))
    return true;
  return publicUrl !== undefined && URL.canParse(publicUrl) && new URL(publicUrl).host === host;
}

/**
 * A caller on this machine: its connection comes from loopback (the context's client address, the
 * socket's own unless TRUST_PROXY names the peer), no proxy says it forwards someone else (a proxy on
 * this machine that TRUST_PROXY does not name would otherwise make every caller local), and it asks
 * for a local name. ::1's key stands for its whole /64, in which no other address is a TCP peer.
 */
function isLocalCaller(request: Request, ctx: RequestContext): boolean {
  const peer = ctx.clientAddress;
  return (
    (peer === IPV6_LOOPBACK_KEY || isLoopbackAddress(peer)) &&
    forwardedClients(request.headers).every(isLoopbackAddress) &&
    isLocalHost(request, ctx.config.publicUrl)
  );
}

/**
 * The outbox holds activation and reset links: whoever reads it can take the accounts they are for.
 * Only a caller on this machine or a signed-in platform administrator may.
 */
export const mayReadOutbox = (request: Request, ctx: RequestContext): boolean =>
  (ctx.user !== null && actsAcrossInstitutions(ctx.user)) || isLocalCaller(request, ctx);

/** Anyone else is answered as if there were no outbox: the 404 of any unknown path. */
export const noOutbox = (request: Request): Response =>
  jsonFailure(
    404,
    ResponseCode.NOT_FOUND,
    `No such call: ${request.method} ${new URL(request.url).pathname}`,
  );
