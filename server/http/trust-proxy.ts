import { BlockList, isIP } from 'node:net';

// Behind a load balancer every connection comes from the balancer, so the per-address rate limits
// need the client's address from X-Forwarded-For. That header is whatever the client wrote, plus
// what each proxy appended on the right: only the entries written by proxies we run can be
// believed. REGISTRY_TRUST_PROXY takes fastify's `trustProxy` forms, and the client address is
// the first untrusted one reading from the right (the socket's address, then X-Forwarded-For).

/** proxy-addr's names for address ranges, accepted in the list as they are. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether the address at `hop` (0: the socket's, 1: the last X-Forwarded-For entry…) is a proxy of ours. */
export type TrustHop = (address: string, hop: number) => boolean;
export type TrustProxy = false | string[] | TrustHop;

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * REGISTRY_TRUST_PROXY read: unset trusts no proxy (the socket's address is the client).
 * A comma-separated list of addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`) trusts exactly
 * those proxies, wherever the server can be reached from.
 * A whole number is a hop count: `1` trusts the one proxy in front, whatever its address, so the
 * last X-Forwarded-For entry is believed from whoever reaches the server directly: safe only where
 * nothing but the proxies can reach it. (Fastify itself now trusts nothing for a bare number, so
 * the count is passed on as a function of the hop.)
 */
export function trustProxyFrom(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const wrong = entries.find((e) => !isProxyEntry(e));
  if (wrong !== undefined)
    throw new Error(
      `The registry did not start: REGISTRY_TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses and CIDR ranges (127.0.0.1,10.0.0.0/8); "${wrong}" is neither.`,
    );
  return entries;
}

/** proxy-addr's range names, as the subnets they stand for. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A dotted IPv4 netmask as a prefix length (255.255.0.0 is 16). */
const prefixOfMask = (mask: string) =>
  mask.split('.').reduce((bits, part) => bits + Number(part).toString(2).replaceAll('0', '').length, 0);

/**
 * Whether a socket's peer is one of the trusted proxies (REGISTRY_TRUST_PROXY, as read above): the
 * same verdict fastify gives the first hop, for what the server believes beyond the client's
 * address (an incoming X-Request-Id). A hop count trusts every peer.
 */
export function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'function') return (address) => address !== undefined && trust(address, 0);
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, isIP(prefix) === 4 ? prefixOfMask(prefix) : Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address ?? '');
    return family !== 0 && list.check(address!, family === 6 ? 'ipv6' : 'ipv4');
  };
}
