import { api } from './api';

/** A row of GET /api/sync-runs. */
export interface SyncRun {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  actor: { kind: string; id: string | null; label: string | null };
  mode: 'one' | 'all';
  target: string | null;
  status: 'running' | 'succeeded' | 'failed' | 'interrupted';
  processed: number;
  total: number;
  totals: { created: number; updated: number; moved: number; skipped: number; errors: number };
  error: string | null;
}

export const latestSyncRuns = async (limit: number): Promise<SyncRun[]> => (await api<{ docs: SyncRun[] }>(`/api/sync-runs?limit=${limit}`)).docs;

export const whatWasSynced = (run: SyncRun) => (run.mode === 'all' ? 'every product' : run.target ?? 'one product');

export const whoSynced = (run: SyncRun) => run.actor.label ?? (run.actor.kind === 'anonymous' ? 'an anonymous caller' : run.actor.kind);

/** "3 created, 1 updated (1 moved), 0 skipped, 0 errors". */
export function totalsText({ totals }: SyncRun): string {
  const moved = totals.moved > 0 ? ` (${totals.moved} moved)` : '';
  return `${totals.created} created, ${totals.updated} updated${moved}, ${totals.skipped} skipped, ${totals.errors} errors`;
}
