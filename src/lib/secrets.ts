/**
 * Constant-time comparison of a presented credential with the configured one, set up once per
 * credential (the recommendations key is checked on every storefront call): every character of the
 * expected value is compared, whatever the presented value's length or contents, so the time taken
 * depends on the expected length alone.
 */
export function credentialMatcher(expected: string | undefined): (presented: string | undefined) => boolean {
  if (!expected) return () => false;
  return (presented) => {
    if (presented === undefined || presented === '') return false;
    let difference = presented.length ^ expected.length;
    for (let index = 0; index < expected.length; index += 1) {
      difference |= presented.charCodeAt(index % presented.length) ^ expected.charCodeAt(index);
    }
    return difference === 0;
  };
}

export function credentialMatches(presented: string | undefined, expected: string | undefined): boolean {
  return credentialMatcher(expected)(presented);
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** A URL with its password shown as `****` (for logs, the audit trail, check-config); anything else unchanged. */
export function maskUrlPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '****';
    return url.toString();
  } catch {
    return value;
  }
}
