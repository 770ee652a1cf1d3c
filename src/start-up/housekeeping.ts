import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { pruneAudit } from '../audit/audit-log.js';
import { pruneSyncRuns } from '../sync/sync-run-log.js';
import { pruneExpiredSessions } from '../identity/sessions.js';

const EVERY_MS = 6 * 3600_000;

/** Expired sessions, and audit entries and sync runs past AUDIT_RETENTION_DAYS, are deleted at start-up and every six hours. */
export function scheduleHousekeeping(app: FastifyInstance, context: Pick<AppContext, 'db' | 'config' | 'now'>): void {
  const run = async () => {
    try {
      await pruneExpiredSessions(context.db, context.now());
      if (context.config.auditRetentionDays !== undefined) {
        const pruned = await pruneAudit(context.db, context.now(), context.config.auditRetentionDays);
        if (pruned > 0) app.log.info({ pruned, retentionDays: context.config.auditRetentionDays }, 'audit entries pruned');
        const runs = await pruneSyncRuns(context.db, context.now(), context.config.auditRetentionDays);
        if (runs > 0) app.log.info({ pruned: runs, retentionDays: context.config.auditRetentionDays }, 'sync runs pruned');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; it runs again later');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
