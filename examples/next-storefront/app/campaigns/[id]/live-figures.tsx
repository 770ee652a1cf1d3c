'use client';

import { useEffect, useState } from 'react';
import type { PreorderDetail } from '@storefront-service/client';
import { slotsLeft } from '../../../lib/format';

type Campaign = PreorderDetail['preorder'];

/**
 * The campaign's figures. The server renders them; in the browser an EventSource on this app's
 * /api/live/{id} (which relays the service's stream) replaces them after every order.
 */
export function LiveFigures({ id, initial }: { id: string; initial: Campaign }) {
  const [campaign, setCampaign] = useState(initial);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource(`/api/live/${encodeURIComponent(id)}`);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('preorder', (event) => setCampaign((JSON.parse(event.data) as PreorderDetail).preorder));
    source.addEventListener('gone', () => source.close());
    return () => source.close();
  }, [id]);

  return (
    <section aria-labelledby="figures" data-live={live ? 'on' : 'off'}>
      <h2 id="figures">Campaign figures</h2>
      <div className="progress" aria-hidden="true"><span style={{ width: `${Math.min(campaign.completion_percentage, 100)}%` }} /></div>
      <dl>
        <dt>Backers</dt><dd data-figure="backers">{campaign.total_display_count}</dd>
        <dt>Funding goal</dt><dd data-figure="funding-goal">{campaign.funding_goal}</dd>
        <dt>Funded</dt><dd data-figure="completion">{campaign.completion_percentage}%</dd>
        {campaign.total_max_orders > 0 ? <><dt>Slots left</dt><dd data-figure="slots">{slotsLeft(campaign.variants) > 0 ? slotsLeft(campaign.variants) : 'Sold out'}</dd></> : null}
        {campaign.preorder_end_date ? <><dt>Ends</dt><dd>{campaign.preorder_end_date.slice(0, 10)}</dd></> : null}
      </dl>
      <table>
        <thead><tr><th>Variant</th><th>Orders</th><th>Cap</th><th /></tr></thead>
        <tbody>
          {campaign.variants.map((variant) => (
            <tr key={variant.id ?? variant.title} data-variant={variant.id ?? undefined}>
              <td>{variant.title}</td>
              <td data-figure="variant-orders">{variant.current_orders}</td>
              <td>{variant.max_orders > 0 ? variant.max_orders : 'no cap'}</td>
              <td data-figure="variant-slots">{variant.sold_out ? 'Sold out' : variant.max_orders > 0 ? `${Math.max(0, variant.available_slots)} left` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
