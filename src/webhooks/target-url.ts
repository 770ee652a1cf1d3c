import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadRequest } from '../lib/errors.js';
import type { AddressGuard } from '../lib/address-guard.js';

/**
 * A webhook URL must be http(s), carry no credentials, and not point inside the service's network: an
 * address literal in a blocked range is refused, and so is a name whose every address is. (Each delivery
 * checks the address it connects to again, so a name that changes later is refused then.)
 */
export async function checkTargetUrl(raw: string, guard: AddressGuard): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequest('must be an absolute http or https URL', 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequest(`must use http or https, not ${url.protocol}`, 'url');
  if (url.username || url.password) throw new BadRequest('must not hold a user or password: the signature authenticates each delivery', 'url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) ? [host] : undefined;
  let addresses = literal;
  if (!addresses) {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return url.href; // not resolvable now; each delivery resolves and checks it again
    }
  }
  const ranges = addresses.map((address) => guard.blockedBy(address));
  if (addresses.length > 0 && ranges.every((range) => range !== undefined)) {
    throw new BadRequest(`${host} is in the blocked range ${ranges[0]}: webhooks cannot reach the service's own network (WEBHOOK_BLOCKED_ADDRESSES)`, 'url');
  }
  return url.href;
}
