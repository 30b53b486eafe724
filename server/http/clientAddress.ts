import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Which connection peers are our reverse proxies (TRUST_PROXY: addresses, CIDR ranges or proxy-addr's
 * names loopback, linklocal, uniquelocal). Only their X-Forwarded-For is believed; from anyone else
 * the header is ignored, so a caller cannot pick the address its limits are counted under.
 */
export function compileTrustedProxies(trustProxy: string[]) {
  return proxyAddr.compile(trustProxy);
}

export type TrustedProxies = ReturnType<typeof proxyAddr.compile>;

/**
 * The address limits are keyed on: the client's (through trusted proxies), with an IPv4 address in
 * IPv6 form written as IPv4 and an IPv6 address cut to its /64 network (one household or office holds
 * a whole /64, so a key per address would give each of them billions of windows).
 */
export function clientAddressOf(
  req: IncomingMessage | undefined,
  isTrusted: TrustedProxies,
): string {
  if (!req?.socket?.remoteAddress) return 'unknown';
  return addressKey(proxyAddr(req, isTrusted));
}

export function addressKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
