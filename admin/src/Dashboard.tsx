import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { api, query } from './api';
import LastSync from './LastSync';
import type { Schema } from './schema';

interface Campaign { id: string; title: string; preorderEndDate: string | null }

/** Record counts, the campaigns that need attention this week, and the last sync (editors and admins). */
export default function Dashboard({ schema }: { schema: Schema }) {
  const { permissions } = usePermissions<string[]>();
  const canSync = permissions?.includes('admin') || permissions?.includes('editor');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [ending, setEnding] = useState<Campaign[]>([]);
  const [funded, setFunded] = useState<{ id: string; title: string; completion: number }[]>();
  useEffect(() => {
    for (const collection of schema.collections.filter((c) => c.access.read)) {
      api(`/api/${collection.slug}?limit=1&depth=0&draft=true`).then((page) => setCounts((old) => ({ ...old, [collection.slug]: page.totalDocs })), () => {});
    }
    const now = new Date();
    const week = new Date(now.getTime() + 7 * 86_400_000);
    api(`/api/preorder-products?${query({
      limit: 20, depth: 0, draft: 'true', sort: 'preorderEndDate',
      'where[preorderEndDate][greater_than_equal]': now.toISOString(), 'where[preorderEndDate][less_than]': week.toISOString(),
    })}`).then((page) => setEnding(page.docs), () => {});
    // Past the goal as the detail route computes it, for the 50 most recently changed campaigns.
    api(`/api/preorder-products?${query({ limit: 50, depth: 0, draft: 'true', sort: '-updatedAt' })}`).then(async (page) => {
      const figures = await Promise.all(page.docs.map((doc: Campaign) =>
        api(`/api/preorders/${doc.id}`).then((answer) => ({ id: doc.id, title: doc.title, completion: answer.preorder.completion_percentage as number }), () => undefined)));
      setFunded(figures.filter((figure): figure is { id: string; title: string; completion: number } => !!figure && figure.completion >= 100));
    }, () => setFunded([]));
  }, [schema]);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', marginTop: 16 }}>
      <Title title="Dashboard" />
      <Card component="section" aria-label="Records">
        <CardContent>
          <Typography variant="h6" component="h2">Records</Typography>
          <ul>
            {schema.collections.filter((c) => c.access.read).map((c) => <li key={c.slug}>{c.labels.plural}: {counts[c.slug] ?? '…'}</li>)}
          </ul>
        </CardContent>
      </Card>
      <Card component="section" aria-label="Campaigns ending within 7 days">
        <CardContent>
          <Typography variant="h6" component="h2">Ending within 7 days</Typography>
          {ending.length === 0 ? <Typography>None.</Typography> : (
            <ul>{ending.map((c) => <li key={c.id}><a href={`#/preorder-products/${c.id}`}>{c.title}</a>: {new Date(c.preorderEndDate!).toLocaleDateString()}</li>)}</ul>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-label="Campaigns past their goal">
        <CardContent>
          <Typography variant="h6" component="h2">Past their goal</Typography>
          {!funded ? <Typography>…</Typography> : funded.length === 0 ? <Typography>None yet.</Typography> : (
            <ul>{funded.map((c) => <li key={c.id}><a href={`#/preorder-products/${c.id}`}>{c.title}</a>: {c.completion}%</li>)}</ul>
          )}
        </CardContent>
      </Card>
      {canSync && <LastSync />}
    </div>
  );
}
