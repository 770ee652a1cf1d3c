import { Box, Button, Card, CardContent, LinearProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { api } from './api';
import { latestSyncRuns, type SyncRun, totalsText, whatWasSynced, whoSynced } from './syncRuns';

interface Detail { backendId: string; title: string; action: string; collection?: string; from?: string; to?: string; error?: string }
interface Outcome { success: boolean; action?: string; message?: string; error?: string; results?: { total: number; created: number; updated: number; skipped: number; errors: number; details: Detail[] } }

/** How often the panel reads the run's progress while "sync everything" works. */
const POLL_MS = 500;

/** The running sync's progress bar, named for screen readers; indeterminate until the backend tells the total. */
function Progress({ run }: { run: SyncRun | undefined }) {
  if (!run || run.total === 0) return <LinearProgress sx={{ mt: 2 }} aria-label="Sync progress" />;
  const percent = Math.min(100, Math.round((run.processed / run.total) * 100));
  return (
    <Box sx={{ mt: 2 }} data-testid="sync-progress">
      <LinearProgress variant="determinate" value={percent} aria-label="Sync progress" aria-valuetext={`${run.processed} of ${run.total} products`} />
      <Typography>{run.processed} of {run.total} products</Typography>
    </Box>
  );
}

function RecentRuns({ runs }: { runs: SyncRun[] }) {
  if (runs.length === 0) return null;
  return (
    <section aria-label="Recent syncs" style={{ marginTop: 16 }}>
      <Typography variant="h6" component="h2">Recent syncs</Typography>
      <ul>
        {runs.map((run) => (
          <li key={run.id}>
            <time dateTime={run.startedAt}>{new Date(run.startedAt).toLocaleString()}</time>: {whatWasSynced(run)} by {whoSynced(run)} — {run.status}
            {run.status === 'running' ? ` (${run.processed} of ${run.total || '?'})` : `: ${totalsText(run)}`}{run.error ? ` — ${run.error}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sync with the commerce backend: one product by its backend id (editors), or everything (admins), with its progress. */
export default function SyncPanel() {
  const { permissions } = usePermissions<string[]>();
  const [backendId, setBackendId] = useState('');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [progress, setProgress] = useState<SyncRun>();
  const [recent, setRecent] = useState<SyncRun[]>([]);
  const poll = useRef<ReturnType<typeof setInterval>>(undefined);
  const loadRecent = () => latestSyncRuns(10).then(setRecent, () => {});
  useEffect(() => {
    void loadRecent();
    return () => clearInterval(poll.current);
  }, []);

  const run = async (call: () => Promise<Outcome>) => {
    setRunning(true);
    setOutcome(undefined);
    try {
      setOutcome(await call());
    } catch (error) {
      setOutcome({ success: false, error: String((error as Error).message) });
    } finally {
      clearInterval(poll.current);
      setRunning(false);
      setProgress(undefined);
      void loadRecent();
    }
  };
  const syncOne = (event: FormEvent) => {
    event.preventDefault();
    // POST: a session cookie never authorizes the state-changing GET form of this route.
    void run(() => api('/api/sync-backend', { method: 'POST', json: { backendId } }));
  };
  const syncAll = () => run(async () => {
    // The run this click starts is the first one newer than the newest before it.
    const before = Number((await latestSyncRuns(1))[0]?.id ?? 0);
    poll.current = setInterval(() => {
      latestSyncRuns(1).then(([newest]) => {
        if (newest && Number(newest.id) > before && newest.mode === 'all') setProgress(newest);
      }, () => {});
    }, POLL_MS);
    return api('/api/sync-backend', { method: 'POST', json: {} });
  });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Sync with the commerce backend" />
      <CardContent>
        <form onSubmit={syncOne} aria-label="Sync one product" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField label="Backend product id" value={backendId} onChange={(event) => setBackendId(event.target.value)} required />
          <Button type="submit" variant="contained" disabled={running || !backendId}>Sync this product</Button>
        </form>
        {permissions?.includes('admin') && (
          <Button sx={{ mt: 2 }} variant="outlined" disabled={running} onClick={syncAll}>
            Sync every product
          </Button>
        )}
        {running && <Progress run={progress} />}
        {outcome && (
          <section aria-label="Sync result" data-testid="sync-result" style={{ marginTop: 16 }}>
            <Typography>{outcome.success ? 'Done' : 'Failed'}: {outcome.message ?? outcome.error ?? ''} {outcome.action ? `(${outcome.action})` : ''}</Typography>
            {outcome.results && (
              <>
                <Typography>{outcome.results.total} products: {outcome.results.created} created, {outcome.results.updated} updated, {outcome.results.skipped} skipped, {outcome.results.errors} errors</Typography>
                <ul aria-label="Per-product results">
                  {outcome.results.details.map((detail) => (
                    <li key={detail.backendId}>
                      {detail.title} ({detail.backendId}): {detail.action}
                      {detail.action === 'moved' ? ` from ${detail.from} to ${detail.to}` : ''}{detail.error ? ` — ${detail.error}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
        <RecentRuns runs={recent} />
      </CardContent>
    </Card>
  );
}
