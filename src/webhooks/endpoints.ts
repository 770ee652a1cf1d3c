import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { webhookEndpoints } from '../db/schema.js';
import { newId } from '../lib/random-id.js';
import { maskUrlPassword } from '../lib/secrets.js';
import type { Actor } from '../identity/actor.js';
import { type AuditEntry, fieldChanges, recordAudit } from '../audit/audit-log.js';

type Row = typeof webhookEndpoints.$inferSelect;

/** An endpoint as the API shows it: never its secret, which is shown once at creation (and on rotation). */
export function endpointView(row: Row) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EndpointView = ReturnType<typeof endpointView>;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null;
  enabled?: boolean;
}

/**
 * What the audit trail keeps of an endpoint: never its secrets (a rotation shows as `[secret]`), nor a
 * password written into its URL.
 */
function auditedValues(view: EndpointView | undefined): Record<string, unknown> | undefined {
  if (!view) return undefined;
  const { id: _id, createdAt: _created, updatedAt: _updated, url, ...rest } = view;
  return { url: maskUrlPassword(url), ...rest };
}


/**
 * Runs a change of endpoints and, when an actor is given (every API route gives one), its audit entry in
 * the same transaction: both are written or neither.
 */
async function audited<T>(db: Db, actor: Actor | undefined, change: (tx: Db) => Promise<T>, entryOf: (result: T) => AuditEntry | undefined): Promise<T> {
  if (!actor) return change(db);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await change(tx);
    const entry = entryOf(result);
    if (entry) await recordAudit(tx, actor, entry);
    return result;
  });
}

const entry = (operation: AuditEntry['operation'], id: string, changes: Record<string, unknown> | null): AuditEntry => (
  { collection: 'webhooks', documentId: id, operation, changes }
);

export async function createEndpoint(db: Db, input: EndpointInput, actor?: Actor): Promise<{ view: EndpointView; secret: string }> {
  const secret = newSecret();
  return audited(db, actor, async (tx) => {
    const [row] = await tx.insert(webhookEndpoints).values({
      id: newId(), url: input.url, events: [...new Set(input.events)], description: input.description ?? null,
      enabled: input.enabled ?? true, secret,
    }).returning();
    return { view: endpointView(row!), secret };
  }, ({ view }) => entry('create', view.id, { ...fieldChanges(undefined, auditedValues(view)), secret: [null, '[secret]'] }));
}

export async function listEndpoints(db: Db): Promise<EndpointView[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(endpointView);
}

export async function findEndpoint(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** Enabling an endpoint clears why it was disabled and its failure streak: it gets a fresh day. */
export async function updateEndpoint(db: Db, id: string, input: Partial<EndpointInput>, actor?: Actor): Promise<EndpointView | undefined> {
  return audited(db, actor, async (tx) => {
    // The row as it was, locked until the change commits, so the entry's old values are the ones replaced.
    const [before] = actor ? await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update') : [];
    const [row] = await tx.update(webhookEndpoints).set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.enabled === true ? { disabledReason: null, failingSince: null } : {}),
      ...(input.enabled === false ? { disabledReason: 'disabled by an admin' } : {}),
      updatedAt: sql`now()`,
    }).where(eq(webhookEndpoints.id, id)).returning();
    return row && { before: before && endpointView(before), after: endpointView(row) };
  }, (result) => result && entry('update', id, fieldChanges(auditedValues(result.before), auditedValues(result.after)))).then((result) => result?.after);
}

/** How long the secret a rotation replaced still signs deliveries beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

export async function rotateSecret(db: Db, id: string, now: Date, actor?: Actor): Promise<{ view: EndpointView; secret: string } | undefined> {
  const secret = newSecret();
  return audited(db, actor, async (tx) => {
    const [row] = await tx.update(webhookEndpoints).set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
      secret,
      updatedAt: sql`now()`,
    }).where(eq(webhookEndpoints.id, id)).returning();
    return row && { view: endpointView(row), secret };
  }, (result) => result && entry('secret-rotate', id, { secret: ['[secret]', '[secret]'] }));
}

/** The endpoint goes with its deliveries and their attempts; events no other endpoint waits for stay until housekeeping. */
export async function deleteEndpoint(db: Db, id: string, actor?: Actor): Promise<EndpointView | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) return undefined;
    await tx.execute(sql`delete from webhook_attempts where delivery_id in (select id from webhook_deliveries where endpoint_id = ${id})`);
    await tx.execute(sql`delete from webhook_deliveries where endpoint_id = ${id}`);
    const view = endpointView(row);
    if (actor) await recordAudit(tx, actor, entry('delete', id, { ...fieldChanges(auditedValues(view), undefined), secret: ['[secret]', null] }));
    return view;
  });
}
