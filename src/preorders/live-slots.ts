import { isIP } from 'node:net';

/**
 * The group a client address is counted in: an IPv4 address alone (also when written as ::ffff:a.b.c.d),
 * an IPv6 address with its whole /64, the smallest network one subscriber is usually given, so that
 * walking through the addresses of one's own /64 opens no more streams.
 */
export function clientGroup(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return plain;
  const [head, tail] = plain.toLowerCase().split('::') as [string, string | undefined];
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  // A trailing dotted IPv4 only ever fills the last 32 bits: the first four groups are hex.
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

export type Refusal = 'address' | 'total';

export interface Slot {
  /** Gives the slot back; later calls do nothing. */
  release(): void;
}

/**
 * Open live streams, per client group (LIVE_STREAMS_PER_ADDRESS) and in total (LIVE_STREAMS_MAX). A slot
 * is checked and taken in one synchronous step, before the request awaits anything: requests arriving
 * together cannot all pass the check before any of them is counted.
 */
export class StreamSlots {
  private total = 0;
  private readonly perGroup = new Map<string, number>();

  constructor(private readonly limits: { perAddress: number; max: number }) {}

  reserve(address: string): Slot | Refusal {
    const group = clientGroup(address);
    const held = this.perGroup.get(group) ?? 0;
    if (held >= this.limits.perAddress) return 'address';
    if (this.total >= this.limits.max) return 'total';
    this.perGroup.set(group, held + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perGroup.get(group) ?? 1) - 1;
        if (left > 0) this.perGroup.set(group, left);
        else this.perGroup.delete(group);
      },
    };
  }

  get open(): number {
    return this.total;
  }
}
