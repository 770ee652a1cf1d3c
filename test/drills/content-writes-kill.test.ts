import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createDrillStore, drillSize, DrillService, type DrillStore, listAll, reportFigure, sendJson } from '../helpers/drill.js';

// Drill: clients create and update content as fast as the service answers, the service is killed
// with SIGKILL mid-stream and started again on the same data: every acknowledged write (a 2xx answer)
// must be there with the content it acknowledged. A write cut by the kill may have landed or not.
const WRITERS = drillSize('WRITERS', 16);
const CYCLES = drillSize('WRITE_CYCLES', 3);
const WRITE_MS = drillSize('WRITE_MS', 1500);
const COLLECTION = 'announcements';

interface Content {
  title: string;
  summary: string;
  priority: number;
}

/** A write whose answer never came: it may or may not have been committed. */
type Unanswered = { kind: 'create'; content: Content } | { kind: 'update'; id: string; content: Pick<Content, 'summary' | 'priority'> };

/** What the clients were told: each document's last acknowledged content. */
class Ledger {
  readonly acknowledged = new Map<string, Content>();
  readonly ownedBy = new Map<number, string[]>();
  unanswered: Unanswered[] = [];
  acknowledgedWrites = 0;
  refused: string[] = [];
  private sequence = 0;

  /** One client: creates a document or updates one of its own (about half each), until its connection is cut. */
  async write(base: string, writer: number, stopped: () => boolean): Promise<void> {
    const own = this.ownedBy.get(writer) ?? [];
    this.ownedBy.set(writer, own);
    while (!stopped()) {
      const seq = (this.sequence += 1);
      const update = own.length > 0 && seq % 2 === 0;
      const write: Unanswered = update
        ? { kind: 'update', id: own[seq % own.length]!, content: { summary: `w${writer} s${seq}`, priority: seq } }
        : { kind: 'create', content: { title: `w${writer} t${seq}`, summary: `w${writer} s${seq}`, priority: seq } };
      let answer;
      try {
        answer = write.kind === 'update'
          ? await sendJson('PATCH', `${base}/api/${COLLECTION}/${write.id}`, write.content)
          : await sendJson('POST', `${base}/api/${COLLECTION}`, write.content);
      } catch {
        this.unanswered.push(write);
        return;
      }
      if (answer.status >= 300) {
        this.refused.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        continue;
      }
      this.acknowledgedWrites += 1;
      if (write.kind === 'update') {
        this.acknowledged.set(write.id, { ...this.acknowledged.get(write.id)!, ...write.content });
      } else {
        this.acknowledged.set(answer.body.doc.id, write.content);
        own.push(answer.body.doc.id);
      }
    }
  }

  /**
   * Compares the stored documents with the ledger: every acknowledged document with its acknowledged
   * content, or the content of its unanswered update; nothing else but unanswered creates. The
   * unanswered writes found are then taken as the new state. Returns the problems found and how many landed.
   */
  reconcile(stored: Map<string, Record<string, unknown>>): { problems: string[]; landed: number } {
    const problems: string[] = [];
    let landed = 0;
    const matches = (doc: Record<string, unknown>, content: Partial<Content>) =>
      Object.entries(content).every(([field, value]) => doc[field] === value);
    for (const [id, content] of this.acknowledged) {
      const doc = stored.get(id);
      const update = this.unanswered.find((write) => write.kind === 'update' && write.id === id);
      if (doc && matches(doc, content)) continue;
      if (doc && update?.kind === 'update' && matches(doc, { ...content, ...update.content })) {
        this.acknowledged.set(id, { ...content, ...update.content });
        landed += 1;
        continue;
      }
      problems.push(doc ? `${id}: acknowledged ${JSON.stringify(content)}, stored ${JSON.stringify(doc)}` : `${id}: acknowledged, missing`);
    }
    for (const [id, doc] of stored) {
      if (this.acknowledged.has(id)) continue;
      const create = this.unanswered.find((write) => write.kind === 'create' && matches(doc, write.content));
      if (create?.kind !== 'create') {
        problems.push(`${id}: stored, but never written: ${JSON.stringify(doc)}`);
        continue;
      }
      this.acknowledged.set(id, create.content);
      landed += 1;
    }
    this.unanswered = [];
    return { problems, landed };
  }
}

describe(`drill: kill -9 during content writes from ${WRITERS} clients, ${CYCLES} times`, { timeout: 1_800_000 }, () => {
  let store: DrillStore;
  let service: DrillService;

  before(async () => {
    store = await createDrillStore();
    service = await DrillService.create(store.env);
    await service.start();
  });
  after(async () => {
    await service?.kill();
    await store?.remove();
  });

  it('keeps every acknowledged write with its acknowledged content', async () => {
    const ledger = new Ledger();
    const lines: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const writesBefore = ledger.acknowledgedWrites;
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, writer) => ledger.write(service.base, writer, () => stopped));
      await sleep(WRITE_MS);
      await service.kill();
      stopped = true;
      await Promise.all(writers);
      const inFlight = ledger.unanswered.length;
      const restartMs = await service.start();

      const stored = new Map((await listAll(service.base, COLLECTION)).map((doc) => [doc.id, doc]));
      const { problems, landed } = ledger.reconcile(stored);
      assert.deepEqual(ledger.refused, [], 'no write was refused before the kill');
      assert.deepEqual(problems, [], 'every acknowledged write is there with its content');
      const written = ledger.acknowledgedWrites - writesBefore;
      lines.push(`cycle ${cycle}: ${written} writes acknowledged in ${WRITE_MS} ms (${Math.round((written * 1000) / WRITE_MS)}/s), `
        + `killed with ${inFlight} unanswered (${landed} of them landed); restart ${Math.round(restartMs)} ms; `
        + `${ledger.acknowledgedWrites} acknowledged writes checked on ${stored.size} documents, none lost`);
    }
    for (const line of lines) reportFigure('content writes kill', line);
  });
});
