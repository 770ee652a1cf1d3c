import { Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { api } from './api';

interface Variant { id: string; title: string; current_orders: number; max_orders: number; available_slots: number; sold_out: boolean; utilization_percentage: number }
interface Figures {
  completion_percentage: number; funding_goal: number; current_orders: number; total_display_count: number;
  order_count: number; fake_order_count: number; total_available_slots: number; all_variants_sold_out: boolean;
  is_available: boolean; preorder_end_date: string | null; variants: Variant[];
}

function daysLeft(end: string | null): number | null {
  if (!end) return null;
  return Math.max(0, Math.ceil((Date.parse(end) - Date.now()) / 86_400_000));
}

/** The campaign's live figures exactly as GET /api/preorders/{id} computes them, and its variants' counters. */
export default function CampaignFigures({ id, version }: { id: string; version?: string }) {
  const [figures, setFigures] = useState<Figures>();
  const [error, setError] = useState<string>();
  const notify = useNotify();
  const refresh = useRefresh();
  const load = useCallback(() => {
    api<{ preorder: Figures }>(`/api/preorders/${encodeURIComponent(id)}`).then((answer) => setFigures(answer.preorder), (failure) => setError(String(failure.message)));
  }, [id]);
  // Loaded again whenever the record is saved (its updatedAt moves).
  useEffect(load, [load, version]);

  const adjust = async (variant: Variant, increment: number) => {
    try {
      await api(`/api/preorders/${encodeURIComponent(id)}`, { method: 'PATCH', json: { variant_id: variant.id, increment } });
      load();
      refresh();
    } catch (failure) {
      notify(String((failure as Error).message), { type: 'error' });
    }
  };

  if (error) return <Typography color="error">{error}</Typography>;
  if (!figures) return <LinearProgress aria-label="Loading the campaign's figures" />;
  const left = daysLeft(figures.preorder_end_date);
  return (
    <Card component="section" aria-label="Campaign figures" data-testid="campaign-figures">
      <CardContent>
        <Typography variant="h6" component="h2">Campaign</Typography>
        <Typography data-testid="progress">Progress: {figures.completion_percentage}% of {figures.funding_goal}</Typography>
        <LinearProgress variant="determinate" value={Math.min(100, figures.completion_percentage)} aria-label="Funding progress" />
        <Typography>Backers: {figures.total_display_count} ({figures.order_count} orders + {figures.fake_order_count} added)</Typography>
        <Typography>Days left: {left ?? 'no end date'}</Typography>
        <Typography>{figures.all_variants_sold_out ? 'Sold out' : `${figures.total_available_slots} places left`}</Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>Variants</Typography>
        <ul style={{ paddingLeft: 16 }}>
          {figures.variants.map((variant) => (
            <li key={variant.id} data-testid={`variant-${variant.id}`}>
              {variant.title}: {variant.current_orders} / {variant.max_orders || '∞'}
              {variant.sold_out ? ' — sold out' : ''}
              {/* the pair wraps as one, not −1 alone on the next line */}
              <span style={{ display: 'inline-flex' }}>
                <Button size="small" onClick={() => adjust(variant, 1)} aria-label={`Add an order to ${variant.title}`}>+1</Button>
                <Button size="small" onClick={() => adjust(variant, -1)} aria-label={`Remove an order from ${variant.title}`}>−1</Button>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
