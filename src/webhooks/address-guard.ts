import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not be sent to, so that a registered URL cannot reach the service's own
 * network (WEBHOOK_BLOCKED_ADDRESSES): loopback, private, link-local (cloud metadata), carrier-grade
 * NAT, unspecified, multicast and reserved ranges, IPv4 and IPv6.
 */
export const PRIVATE_RANGES: readonly string[] = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/4', '240.0.0.0/4',
  '::/128', '::1/128', '64:ff9b::/96', 'fc00::/7', 'fe80::/10', 'ff00::/8',
];

export interface AddressGuard {
  /** The range that blocks `address`, or undefined when it may be reached. */
  blockedBy(address: string): string | undefined;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
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
  return {
    blockedBy(raw) {
      const address = unmapped(raw);
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      return rules.find((rule) => rule.family === family && rule.list.check(address, family))?.range;
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
