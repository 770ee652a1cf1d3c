import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Outbox } from '../events/outbox.js';
import { type OutgoingEvent, outgoingEvent } from '../events/event-types.js';

export const CAMPAIGN_MOMENTS_JOB = 'campaign-moments';

interface Campaign {
  id: string;
  backend_id: string | null;
  title: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** A date in (from, to]: a moment that passed since the last look. Unparsable dates pass never. */
function passedWithin(value: string | null, from: number, to: number): boolean {
  if (!value) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time > from && time <= to;
}

/** The start and end events of campaigns whose dates fall in (from, to]. */
export function campaignMoments(campaigns: readonly Campaign[], from: Date, to: Date): OutgoingEvent[] {
  const events: OutgoingEvent[] = [];
  for (const campaign of campaigns) {
    const product = { id: campaign.id, backendId: campaign.backend_id, title: campaign.title };
    if (passedWithin(campaign.start_date, from.getTime(), to.getTime())) {
      events.push(outgoingEvent('preorder.started', { ...product, startDate: campaign.start_date, endDate: campaign.end_date }, to));
    }
    if (passedWithin(campaign.end_date, from.getTime(), to.getTime())) {
      events.push(outgoingEvent('preorder.ended', { ...product, startDate: campaign.start_date, endDate: campaign.end_date }, to));
    }
  }
  return events;
}

/**
 * Emits preorder.started and preorder.ended for the dates that passed since the job last looked, and
 * moves how far it looked, in one transaction: each moment is emitted once, even when a run dies half
 * way. The first run only marks where it starts (campaigns that started before the service learned to
 * tell are not announced late). A date moved into the past after the job looked there is not announced.
 */
export async function emitCampaignMoments(db: Db, outbox: Outbox, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`insert into scheduled_jobs (name) values (${CAMPAIGN_MOMENTS_JOB}) on conflict do nothing`);
    const [job] = (await tx.execute(sql`select covered_until from scheduled_jobs where name = ${CAMPAIGN_MOMENTS_JOB} for update`) as unknown as { rows: { covered_until: string | Date | null }[] }).rows;
    const from = job?.covered_until ? new Date(job.covered_until) : undefined;
    let emitted = 0;
    if (from && from < now) {
      const campaigns = (await tx.execute(sql`
        select id, data ->> 'backendId' as backend_id, data ->> 'title' as title,
          data ->> 'preorderStartDate' as start_date, data ->> 'preorderEndDate' as end_date
        from documents
        where collection = 'preorder-products'
          and (data ->> 'preorderStartDate' is not null or data ->> 'preorderEndDate' is not null)`) as unknown as { rows: Campaign[] }).rows;
      const events = campaignMoments(campaigns, from, now);
      await outbox.emitEvents(tx, events);
      emitted = events.length;
    }
    if (!from || from < now) {
      await tx.execute(sql`update scheduled_jobs set covered_until = ${now.toISOString()}::timestamptz where name = ${CAMPAIGN_MOMENTS_JOB}`);
    }
    return emitted;
  });
}
