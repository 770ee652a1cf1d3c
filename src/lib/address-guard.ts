import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not be sent to, so that a registered URL cannot reach the service's own
 * network (WEBHOOK_BLOCKED_ADDRESSES): loopback, private, link-local (cloud metadata), carrier-grade
 * NAT, unspecified, multicast and reserved ranges, IPv4 and IPv6. An IPv6 address that carries an
 * IPv4 address (embeddedIpv4) is also judged by the IPv4 ranges.
 */
export const PRIVATE_RANGES: readonly string[] = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/4', '240.0.0.0/4',
  '::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
  // Discard-only, documentation, Teredo (a tunnel whose far end is another host's choice), local-use NAT64.
  '100::/64', '2001:db8::/32', '3fff::/20', '2001::/32', '64:ff9b:1::/48',
];

export interface AddressGuard {
  /** The range that blocks `address`, or undefined when it may be reached. */
  blockedBy(address: string): string | undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 included, a zone dropped). */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return undefined;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(plain);
  const text = dotted
    ? `${plain.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : plain;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [before, after] = [parse(head), parse(tail)];
  return tail === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const dottedOf = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address stands for, where the IPv6 form is only a way of writing or routing
 * to it: IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, IPv4-translated (SIIT) ::ffff:0:0:0/96,
 * 6to4 2002::/16 (bits 16-48) and the NAT64 well-known prefix 64:ff9b::/96. Undefined for any other address.
 */
export function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(5) && g5 === 0xffff) return dottedOf(g6, g7);
  if (zeroUpTo(6)) return dottedOf(g6, g7);
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return dottedOf(g6, g7);
  if (g0 === 0x2002) return dottedOf(g1, g2);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dottedOf(g6, g7);
  return undefined;
}

/** `ranges` may hold the word `private`, for PRIVATE_RANGES (WEBHOOK_BLOCKED_ADDRESSES). */
export function addressGuard(ranges: readonly string[]): AddressGuard {
  const rules = ranges.flatMap((range) => (range === 'private' ? PRIVATE_RANGES : [range])).map((range) => {
    const [network, prefix] = range.split('/') as [string, string | undefined];
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    const list = new BlockList();
    list.addSubnet(network, Number(prefix ?? (family === 'ipv6' ? 128 : 32)), family);
    return { range, family, list };
  });
  const blockedAs = (address: string, family: 'ipv4' | 'ipv6') =>
    rules.find((rule) => rule.family === family && rule.list.check(address, family))?.range;
  return {
    blockedBy(raw) {
      const address = raw.replace(/%.*$/, '');
      if (isIP(address) === 4) return blockedAs(address, 'ipv4');
      if (isIP(address) !== 6) return undefined;
      const inner = embeddedIpv4(address);
      return blockedAs(address, 'ipv6') ?? (inner === undefined ? undefined : blockedAs(inner, 'ipv4'));
    },
  };
}

/** A CIDR range (`10.0.0.0/8`, `fd00::/8`) or a single address; throws on anything else. */
export function parseRange(text: string): string {
  const [network, prefix, ...rest] = text.split('/');
  const version = isIP(network ?? '');
  const bits = version === 6 ? 128 : 32;
  if (version === 0 || rest.length > 0 || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
    throw new Error(`"${text}" is not an address or CIDR range`);
  }
  return prefix === undefined ? `${network}/${bits}` : text;
}
