import { Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { api } from './api';

const CLEARABLE = ['products', 'preorder-products', 'announcements', 'articles'];
const CONFIRMATION = 'delete';

/** Record counts, and clearing whole collections behind a typed confirmation (admins). */
export default function Maintenance() {
  const [stats, setStats] = useState<{ products: number; preorderProducts: number; total: number }>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const notify = useNotify();
  const load = () => void api('/api/admin?action=stats').then(setStats, () => {});
  useEffect(load, []);
  const clear = async () => {
    try {
      const answer = await api('/api/clear-data', { method: 'POST', json: { collections: chosen } });
      notify(`Deleted: ${Object.entries(answer.results).map(([slug, count]) => `${slug} ${count}`).join(', ')}`, { type: 'success' });
      setTyped('');
      setChosen([]);
      load();
    } catch (error) {
      notify(String((error as Error).message), { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Maintenance" />
      <CardContent>
        <Typography variant="h6" component="h2">Records</Typography>
        <Typography data-testid="stats">{stats ? `${stats.products} products, ${stats.preorderProducts} preorder campaigns, ${stats.total} in all` : '…'}</Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>Delete every record of</Typography>
        {CLEARABLE.map((slug) => (
          <FormControlLabel key={slug} label={slug} control={
            <Checkbox checked={chosen.includes(slug)} onChange={(event) => setChosen(event.target.checked ? [...chosen, slug] : chosen.filter((c) => c !== slug))} />
          } />
        ))}
        <TextField sx={{ display: 'block', mt: 1 }} label={`Type "${CONFIRMATION}" to confirm`} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button sx={{ mt: 1 }} color="error" variant="contained" disabled={chosen.length === 0 || typed !== CONFIRMATION} onClick={clear}>Delete the records</Button>
      </CardContent>
    </Card>
  );
}
