import { Button, Card, CardContent, LinearProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { api } from './api';

interface Detail { backendId: string; title: string; action: string; collection?: string; from?: string; to?: string; error?: string }
interface Outcome { success: boolean; action?: string; message?: string; error?: string; results?: { total: number; created: number; updated: number; skipped: number; errors: number; details: Detail[] } }

/** Sync with the commerce backend: one product by its backend id (editors), or everything (admins). */
export default function SyncPanel() {
  const { permissions } = usePermissions<string[]>();
  const [backendId, setBackendId] = useState('');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async (call: () => Promise<Outcome>) => {
    setRunning(true);
    setOutcome(undefined);
    try {
      setOutcome(await call());
    } catch (error) {
      setOutcome({ success: false, error: String((error as Error).message) });
    } finally {
      setRunning(false);
    }
  };
  const syncOne = (event: FormEvent) => {
    event.preventDefault();
    // POST: a session cookie never authorizes the state-changing GET form of this route.
    void run(() => api('/api/sync-backend', { method: 'POST', json: { backendId } }));
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Sync with the commerce backend" />
      <CardContent>
        <form onSubmit={syncOne} aria-label="Sync one product" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField label="Backend product id" value={backendId} onChange={(event) => setBackendId(event.target.value)} required />
          <Button type="submit" variant="contained" disabled={running || !backendId}>Sync this product</Button>
        </form>
        {permissions?.includes('admin') && (
          <Button sx={{ mt: 2 }} variant="outlined" disabled={running} onClick={() => run(() => api('/api/sync-backend', { method: 'POST', json: {} }))}>
            Sync every product
          </Button>
        )}
        {running && <LinearProgress sx={{ mt: 2 }} aria-label="Sync running" />}
        {outcome && (
          <section aria-label="Sync result" data-testid="sync-result" style={{ marginTop: 16 }}>
            <Typography>{outcome.success ? 'Done' : 'Failed'}: {outcome.message ?? outcome.error ?? ''} {outcome.action ? `(${outcome.action})` : ''}</Typography>
            {outcome.results && (
              <>
                <Typography>{outcome.results.total} products: {outcome.results.created} created, {outcome.results.updated} updated, {outcome.results.skipped} skipped, {outcome.results.errors} errors</Typography>
                <ul>
                  {outcome.results.details.map((detail) => (
                    <li key={detail.backendId}>{detail.title} ({detail.backendId}): {detail.action}{detail.error ? ` — ${detail.error}` : ''}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
