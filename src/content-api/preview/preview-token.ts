import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Unauthorized } from '../../lib/errors.js';

/** How long a preview link works: long enough to look, short enough that a forwarded link soon stops. */
export const PREVIEW_TOKEN_LIFETIME_MS = 15 * 60_000;
const PREFIX = 'pv1';
const KEY_NAME = 'preview';

/** What a preview token lets its holder read: one record's draft, until `expires` (ms since the epoch). */
export interface PreviewGrant {
  collection: string;
  id: string;
  /** Who asked for it (the audit trail's label), for the logs. */
  by: string | null;
  expires: number;
}

/**
 * The preview signing key, made once in the database (signing_keys) and shared by every instance on it: one
 * statement a call (previews are rare), no copy kept in the process.
 */
export async function previewKey(db: Db): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    const [row] = ((await db.execute(sql`
      with made as (
        insert into signing_keys (name, secret) values (${KEY_NAME}, ${randomBytes(32).toString('base64url')})
        on conflict do nothing returning secret
      )
      select secret from made union all select secret from signing_keys where name = ${KEY_NAME} limit 1`)) as unknown as { rows: { secret: string }[] }).rows;
    if (row) return Buffer.from(row.secret, 'base64url');
    // Another instance made it at the same moment, after this statement's snapshot: read it again.
    if (attempt >= 2) throw new Error('the preview signing key could not be read');
  }
}

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(`${PREFIX}.${body}`).digest();

/** `pv1.<payload>.<HMAC-SHA256 of it>`, base64url: readable, not secret; only its signature makes it valid. */
export function signPreviewToken(key: Buffer, grant: PreviewGrant): string {
  const body = Buffer.from(JSON.stringify({ c: grant.collection, i: grant.id, b: grant.by, e: grant.expires })).toString('base64url');
  return `${PREFIX}.${body}.${signature(key, body).toString('base64url')}`;
}

const refused = (why: string) => new Unauthorized(`Preview token refused: ${why}. Open the preview again from the admin app.`);

/**
 * The grant of a token, checked: its signature (in constant time), its expiry, and that it names the
 * record being read. Anything else is refused with 401, never read as no token at all.
 */
export function verifyPreviewToken(key: Buffer, token: string, record: { collection: string; id: string }, now: Date): PreviewGrant {
  const [prefix, body, presented, ...rest] = token.split('.');
  if (prefix !== PREFIX || !body || !presented || rest.length > 0) throw refused('it is not a preview token');
  const expected = signature(key, body);
  const given = Buffer.from(presented, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused('its signature does not match');
  let payload: { c?: unknown; i?: unknown; b?: unknown; e?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw refused('it is not a preview token');
  }
  if (typeof payload.e !== 'number' || payload.e <= now.getTime()) throw refused('it has expired');
  if (payload.c !== record.collection || payload.i !== record.id) throw refused('it is for another record');
  return { collection: record.collection, id: record.id, by: typeof payload.b === 'string' ? payload.b : null, expires: payload.e };
}
