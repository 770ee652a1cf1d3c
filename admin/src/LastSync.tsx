import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { latestSyncRuns, type SyncRun, totalsText, whatWasSynced, whoSynced } from './syncRuns';

/** The dashboard's card: when the last sync ran, who asked, and how it ended. */
export default function LastSync() {
  const [run, setRun] = useState<SyncRun | null>();
  useEffect(() => {
    latestSyncRuns(1).then(([latest]) => setRun(latest ?? null), () => setRun(null));
  }, []);
  return (
    <Card component="section" aria-label="Last sync">
      <CardContent>
        <Typography variant="h6" component="h2">Last sync</Typography>
        {run === undefined ? <Typography>…</Typography> : run === null ? <Typography>No sync yet.</Typography> : (
          <>
            <Typography>
              {run.status === 'running' ? 'Running' : run.status[0]!.toUpperCase() + run.status.slice(1)}: {whatWasSynced(run)}, by {whoSynced(run)},{' '}
              <time dateTime={run.startedAt}>{new Date(run.startedAt).toLocaleString()}</time>
            </Typography>
            <Typography>
              {run.status === 'running' ? `${run.processed} of ${run.total || '?'} products so far` : totalsText(run)}
            </Typography>
            {run.error && <Typography color="error">{run.error}</Typography>}
            <a href="#/sync">Open the sync panel</a>
          </>
        )}
      </CardContent>
    </Card>
  );
}
