import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { pngBytes } from '../helpers/images.js';
import { browserMissing as missing, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

// Issue 36, point 9: an editor's day with a preorder campaign, step by step in one browser session, each
// step proved through the API (the record, /api/home, the storefront's reads, the audit trail), not only by
// what the page says. The steps run in order and build on each other.
//
// The README's screenshots (docs/screenshots/) are rewritten only with UPDATE_SCREENSHOTS=1, so an ordinary
// run leaves the working tree clean; otherwise they go to test-artifacts/ like the other browser tests'.

const PASSWORD = 'a long enough password';
const ADMIN_KEY = 'editor-day-admin-key';
const ADMIN = { authorization: `Bearer ${ADMIN_KEY}` };
const EDITOR = 'ed@shop.example';
const PRODUCT = 'prod_lantern';
const DOCS_SCREENSHOTS = path.resolve('docs/screenshots');

interface Version { id: string; operation: string; author: { label: string | null }; changes: Record<string, unknown> }

/** The text of a rich-text document (the editor's JSON), its blocks on their own lines. */
function plainText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content, type } = node as { text?: unknown; content?: unknown; type?: unknown };
  if (typeof text === 'string') return text;
  if (!Array.isArray(content)) return '';
  // A document's blocks on their own lines, empty ones (a trailing empty paragraph) left out.
  return type === 'doc' ? content.map(plainText).filter((line) => line !== '').join('\n') : content.map(plainText).join('');
}

/**
 * A stand-in for the example storefront's draft-mode route (examples/next-storefront/app/api/draft and the
 * campaign page it opens), without building Next (`npm run test:example` builds and drives the real one):
 * it reads the previewed record with the preview token it was given, as the example's readDraft does, and
 * the campaign's detail as the example's page does (GET /api/preorders/{id}), and shows both.
 */
function startStorefront(service: () => string): Promise<{ server: Server; url: string; opened: string[] }> {
  const opened: string[] = [];
  const server = createServer(async (request, response) => {
    const query = new URL(request.url ?? '/', 'http://storefront').searchParams;
    opened.push(request.url ?? '');
    const [collection, id, token] = [query.get('collection') ?? '', query.get('id') ?? '', query.get('token') ?? ''];
    const draft = await fetch(`${service()}/api/${collection}/${id}?depth=0`, { headers: { 'x-preview-token': token } });
    const doc = await draft.json() as { title?: string; _status?: string; content?: unknown; errors?: { message: string }[] };
    if (!draft.ok) {
      response.writeHead(draft.status, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(`<!doctype html><html lang="en"><title>Refused</title><p>${doc.errors?.[0]?.message}</p></html>`);
    }
    const detail = (await (await fetch(`${service()}/api/preorders/${id}`)).json() as { preorder: { funding_goal: number } }).preorder;
    const story = plainText(doc.content).split('\n').map((line) => `<p>${line}</p>`).join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Preview</title><main><p data-preview>Preview: ${doc._status}</p>`
      + `<h1>${doc.title}</h1><section aria-label="The story">${story}</section><p>Goal: ${detail.funding_goal} orders</p></main></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, opened });
  }));
}

/** A `datetime-local` value for a moment, in this machine's time zone (the browser's too). */
const localInput = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('an editor\'s day with a preorder campaign, in a real browser', { skip: missing }, () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  let base: string;
  let browser: Browser;
  /** The editor's page, kept open through the day. */
  let page: Page;
  let campaignId: string;
  let mediaId: string;
  // The campaign's dates, to the minute (what the form's inputs hold).
  const opens = new Date(Date.now() - 60 * 60_000);
  const closes = new Date(Date.now() + 30 * 86_400_000);
  opens.setSeconds(0, 0);
  closes.setSeconds(0, 0);

  before(async () => {
    storefront = await startStorefront(() => base);
    env = await startAppWithBackend({
      ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', COMMERCE_TIMEOUT_MS: '5000',
      MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'editor-day-')), STOREFRONT_PREVIEW_URL: `${storefront.url}/api/draft`,
    });
    await createUser(env.t.context, { kind: 'cli', role: 'admin' }, { email: EDITOR, role: 'editor', password: PASSWORD });
    // The merchant's new product in the commerce backend: a preorder, still a draft there, no caps yet.
    env.backend.addProduct(backendProduct(PRODUCT, {
      preorder: true, status: 'draft', title: 'Storm Lantern',
      variants: [{ id: 'var_brass', price: 4900 }, { id: 'var_copper', price: 5900 }],
    }));
    base = await env.t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
    if (process.env.UPDATE_SCREENSHOTS) mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await env?.close();
    await new Promise((resolve) => storefront?.server.close(resolve));
  });

  /** Signed in as the editor; the backend's images (images.example.com, not resolvable here) answered with a small PNG. */
  const signIn = async (width = 1280): Promise<Page> => {
    const signed = await signInAt(browser, base, EDITOR, PASSWORD, { width, reportCspViolations: true });
    await signed.context().route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: pngBytes(8, 8) }));
    return signed;
  };
  const api = async (url: string, headers: Record<string, string> = ADMIN) => {
    const response = await fetch(`${base}${url}`, { headers });
    return { status: response.status, body: await response.json() };
  };
  const record = async () => (await api(`/api/preorder-products/${campaignId}?depth=0&draft=true`)).body;
  /** What the service's audit trail holds for the campaign, newest first. */
  const trail = async (operation?: string) => (await api(`/api/audit?collection=preorder-products&id=${campaignId}&limit=50${operation ? `&operation=${operation}` : ''}`)).body.docs as
    { operation: string; actor: { label: string }; changes: Record<string, unknown> }[];
  /** What a storefront reads without any credential. */
  const anonymous = (url: string) => api(url, {});
  const campaignCards = async () => {
    const home = (await anonymous('/api/home')).body as { productRecommendations: { lists: { title: string; products: { id: string; title: string; content: unknown }[] }[] } };
    return home.productRecommendations.lists.flatMap((list) => list.products.filter((card) => card.id === campaignId));
  };
  /** Where the README's screenshots go (UPDATE_SCREENSHOTS=1), or this run's artifacts. */
  const screenshot = (shot: Page, name: string, { docs = false } = {}) => shot.screenshot({
    path: docs && process.env.UPDATE_SCREENSHOTS ? path.join(DOCS_SCREENSHOTS, `${name}.png`) : path.join(SCREENSHOTS, `editor-day-${name}.png`),
  });
  const figures = () => page.getByTestId('campaign-figures');
  const openCampaign = async (on: Page = page) => {
    await on.goto(`${base}/admin/#/preorder-products/${campaignId}`);
    await on.getByTestId('campaign-figures').getByText(/Progress:/).waitFor();
    await on.getByTestId('history').getByRole('listitem').first().waitFor();
  };
  const syncFromPanel = async (action: string) => {
    await page.getByRole('menuitem', { name: 'Sync' }).click();
    await page.getByLabel('Backend product id').fill(PRODUCT);
    await page.getByRole('button', { name: 'Sync this product' }).click();
    const result = page.getByTestId('sync-result');
    await result.waitFor();
    assert.match(await result.innerText(), new RegExp(`^Done: .*\\(${action}\\)`));
  };
  const story = () => page.locator('[data-field="content"] [contenteditable="true"]');
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Element updated').waitFor();
    // The notification goes before the next save's, so each save is seen by its own.
    await page.getByText('Element updated').waitFor({ state: 'detached' });
  };

  it('signs in as an editor and lands on the dashboard', async () => {
    page = await signIn();
    await page.getByRole('region', { name: 'Last sync' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('creates the campaign by syncing its commerce product from the sync panel, and opens it from the campaigns list', async () => {
    await syncFromPanel('created');
    assert.deepEqual(await seriousViolations(page), [], 'the sync panel');
    const { docs: [created] } = (await api(`/api/preorder-products?where[backendId][equals]=${PRODUCT}&depth=0&draft=true`)).body;
    campaignId = created.id;
    assert.deepEqual([created.title, created._status, created.status], ['Storm Lantern', 'draft', 'draft'], 'a draft, as its product is');
    assert.equal((await anonymous(`/api/preorder-products/${campaignId}`)).status, 404, 'not public while a draft');
    const [sync] = await trail('sync');
    assert.equal(sync?.actor.label, EDITOR, 'the creation is the editor\'s sync');

    await page.getByRole('menuitem', { name: 'Preorder campaigns' }).click();
    await page.getByRole('link', { name: 'Storm Lantern' }).click();
    await page.waitForURL(new RegExp(`#/preorder-products/${campaignId}$`));
    await figures().getByText(/Progress:/).waitFor();
    await page.getByTestId('publication-state').getByText(/^Not in the shop: publish its product in the commerce backend/).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the new campaign\'s page');
  });

  it('sets its goal, dates and each variant\'s cap, saved to the record, the commerce backend and the audit trail', async () => {
    await page.getByLabel('Funding goal', { exact: true }).fill('50');
    await page.getByLabel('Preorders open', { exact: true }).fill(localInput(opens));
    await page.getByLabel('Preorders close', { exact: true }).fill(localInput(closes));
    await page.locator('input[name="variants.0.maxOrders"]').fill('30');
    await page.locator('input[name="variants.1.maxOrders"]').fill('20');
    await save();
    await figures().getByText('Progress: 0% of 50').waitFor();

    const saved = await record();
    assert.deepEqual([saved.fundingGoal, saved.preorderStartDate, saved.preorderEndDate], [50, opens.toISOString(), closes.toISOString()]);
    assert.deepEqual(saved.variants.map((variant: { maxOrders: number }) => variant.maxOrders), [30, 20]);
    const product = env.backend.catalog.products.find((candidate) => candidate.id === PRODUCT)!;
    assert.deepEqual(product.variants.map((variant) => variant.metadata.max_orders), ['30', '20'], 'the caps are in the commerce backend, which holds them');
    const [update] = await trail('update');
    assert.deepEqual([update!.actor.label, Object.keys(update!.changes).sort()], [EDITOR, ['fundingGoal', 'preorderEndDate', 'preorderStartDate']], 'the save wrote the editor\'s fields alone');
    const counters = await trail('counters');
    assert.deepEqual(counters.flatMap((entry) => Object.keys(entry.changes)).sort(), ['variants.var_brass.maxOrders', 'variants.var_copper.maxOrders']);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('uploads an image with its alt text and picks it for the campaign\'s hero slide', async () => {
    // A campaign of a commerce product takes its thumbnail and images from that product (they are the
    // backend's, read-only on its page: src/content/collections.ts), and its story holds text only. Where an
    // editor places an image of their own for it is a hero slide on the home page, linked to the campaign.
    await page.getByRole('menuitem', { name: 'Hero slider' }).click();
    await page.getByRole('button', { name: 'Add slide' }).click();
    await page.locator('input[name="slides.0.title"]').fill('Storm Lantern: preorders open');
    await page.locator('input[name="slides.0.link"]').fill(`/campaigns/${campaignId}`);
    await page.getByRole('button', { name: /^Choose image: Image/ }).click();
    const dialog = page.getByRole('dialog', { name: /Choose an image/ });
    await dialog.getByRole('button', { name: 'Upload a new image' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: pngBytes(1200, 800) });
    await dialog.getByLabel('Alternative text').fill('A brass storm lantern on a harbour wall');
    assert.deepEqual(await seriousViolations(page), [], 'the upload in the picker');
    await screenshot(page, 'media-upload', { docs: true });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const picker = page.getByRole('group', { name: /^image$/i });
    await picker.getByText('A brass storm lantern on a harbour wall').waitFor();
    await save();

    const { docs: [media] } = (await api('/api/media?where[alt][equals]=A%20brass%20storm%20lantern%20on%20a%20harbour%20wall&depth=0')).body;
    mediaId = media.id;
    assert.deepEqual([media.width, media.sizes.thumbnail.width], [1200, 300], 'the original and its thumbnail');
    assert.equal(await picker.getByTestId('media-picker-preview').getAttribute('src'), media.sizes.thumbnail.url, 'the picker shows the thumbnail');
    const { slides: [slide] } = (await api('/api/globals/hero-slider?depth=0')).body;
    assert.deepEqual([slide.link, slide.image], [`/campaigns/${campaignId}`, { relationTo: 'media', value: mediaId }]);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('writes its story in the rich-text editor', async () => {
    await openCampaign();
    await story().click();
    await page.getByRole('button', { name: 'Heading' }).click();
    await page.keyboard.type('Light for the long nights');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hand-spun brass, a wick that lasts a winter.');
    await page.getByText('Save to preview your changes.').waitFor();
    await save();

    const { content } = await record();
    assert.equal(plainText(content), 'Light for the long nights\nHand-spun brass, a wick that lasts a winter.');
    assert.equal(content.content[0].type, 'heading');
    const [update] = await trail('update');
    assert.deepEqual(Object.keys(update!.changes), ['content']);
  });

  it('features it in a recommendation list of the home page', async () => {
    await page.getByRole('menuitem', { name: 'Product recommendations' }).click();
    await page.getByLabel('Enabled').check();
    await page.getByRole('button', { name: 'Add list' }).click();
    await page.locator('input[name="lists.0.title"]').fill('Preorder now');
    await page.getByLabel('Preorder campaigns').check();
    await page.locator('[data-field="lists.0.products"]').getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('combobox', { name: /collection/ }).click();
    await page.getByRole('option', { name: 'preorder-products' }).click();
    await page.getByRole('combobox', { name: /record/ }).fill('Storm');
    await page.getByRole('option', { name: 'Storm Lantern' }).click();
    await save();

    const stored = (await api('/api/globals/product-recommendations?depth=0')).body;
    assert.deepEqual([stored.enabled, stored.lists[0].preorder, stored.lists[0].products], [true, true, [{ relationTo: 'preorder-products', value: campaignId }]]);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('previews it in the storefront\'s draft mode, with a preview token for it', async () => {
    await openCampaign();
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
    await preview.waitForURL(new RegExp(`^${storefront.url}/api/draft\\?`));
    await preview.getByRole('heading', { name: 'Storm Lantern' }).waitFor();
    await preview.getByText('Preview: draft').waitFor();
    await preview.getByRole('region', { name: 'The story' }).getByText('Hand-spun brass, a wick that lasts a winter.').waitFor();
    await preview.getByText('Goal: 50 orders').waitFor();
    const link = new URL(storefront.opened.at(-1)!, storefront.url);
    assert.deepEqual([link.searchParams.get('collection'), link.searchParams.get('id')], ['preorder-products', campaignId]);
    // The token opens this draft, and nothing without it does.
    assert.equal((await anonymous(`/api/preorder-products/${campaignId}`)).status, 404);
    assert.equal((await api(`/api/preorder-products/${campaignId}`, { 'x-preview-token': link.searchParams.get('token')! })).status, 200);
    await screenshot(preview, 'preview');
    await preview.close();
  });

  it('publishes it: its product is published in the commerce backend, and the editor\'s sync publishes the campaign', async () => {
    // A campaign of a commerce product is published while its product is (`_status` is the sync's:
    // src/content/collections.ts), so its page has no Publish button (admin/src/PublishToolbar.tsx): the
    // merchant publishes the product in the commerce backend, and the next sync publishes the campaign.
    assert.equal(await page.getByRole('button', { name: 'Publish' }).count(), 0);
    env.backend.catalog.products.find((candidate) => candidate.id === PRODUCT)!.status = 'published';
    await syncFromPanel('updated');
    const published = await record();
    assert.deepEqual([published._status, published.status], ['published', 'published']);
    await openCampaign();
    await page.getByTestId('publication-state').getByText(/^In the shop while its commerce product is published/).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('shows it in /api/home and in what the example storefront reads (home, campaign page)', async () => {
    // What examples/next-storefront/app/page.tsx and campaigns/[id]/page.tsx call, without a credential.
    const [card] = await campaignCards();
    assert.equal(card?.title, 'Storm Lantern', 'the home page\'s list shows the campaign');
    assert.equal(plainText(card!.content), 'Light for the long nights\nHand-spun brass, a wick that lasts a winter.');
    const home = (await anonymous('/api/home')).body;
    const slide = home.heroSlider.slides[0];
    assert.deepEqual([slide.link, slide.image.value.id, slide.image.value.alt], [`/campaigns/${campaignId}`, mediaId, 'A brass storm lantern on a harbour wall']);
    const { preorder } = (await anonymous(`/api/preorders/${campaignId}`)).body;
    assert.deepEqual([preorder.title, preorder.funding_goal, plainText(preorder.content)], ['Storm Lantern', 50, 'Light for the long nights\nHand-spun brass, a wick that lasts a winter.']);
    assert.equal(preorder.preorder_end_date, closes.toISOString());
    assert.deepEqual(preorder.variants.map((variant: { max_orders: number }) => variant.max_orders), [30, 20]);
    assert.equal((await anonymous(`/api/preorder-products/${campaignId}`)).status, 200, 'public once published');
  });

  it('runs a sync after the merchant changed the product, and the editor\'s goal, dates, caps and story are kept', async () => {
    const product = env.backend.catalog.products.find((candidate) => candidate.id === PRODUCT)!;
    product.title = 'Storm Lantern, second edition';
    product.description = 'Brass or copper, refillable.';
    product.metadata = { ...product.metadata, funding_goal: 999, preorder_end_date: '2030-01-01T00:00:00.000Z' };
    await syncFromPanel('updated');
    const synced = await record();
    assert.deepEqual([synced.title, synced.description], ['Storm Lantern, second edition', 'Brass or copper, refillable.'], 'the backend\'s fields follow it');
    assert.deepEqual([synced.fundingGoal, synced.preorderStartDate, synced.preorderEndDate, synced._status], [50, opens.toISOString(), closes.toISOString(), 'published']);
    assert.deepEqual(synced.variants.map((variant: { maxOrders: number }) => variant.maxOrders), [30, 20]);
    assert.equal(plainText(synced.content), 'Light for the long nights\nHand-spun brass, a wick that lasts a winter.');
    const [sync] = await trail('sync');
    assert.ok(!['fundingGoal', 'preorderStartDate', 'preorderEndDate', 'content'].some((name) => Object.hasOwn(sync!.changes, name)), `the sync wrote none of the editor's fields: ${Object.keys(sync!.changes).join(', ')}`);

    await openCampaign();
    assert.equal(await page.getByLabel('Funding goal', { exact: true }).inputValue(), '50');
    assert.equal(await page.getByLabel('Preorders close', { exact: true }).inputValue(), localInput(closes));
    await story().getByText('Hand-spun brass, a wick that lasts a winter.').waitFor();
    const syncedSection = page.getByTestId('synced-section');
    await syncedSection.getByRole('button', { name: /Synced from the commerce backend/ }).click();
    await syncedSection.getByText('Storm Lantern, second edition').first().waitFor();
    assert.equal(await syncedSection.getByTestId('last-synced').locator('time').getAttribute('datetime'), synced.lastSyncedAt);
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('restores the version from before publication after a bad edit: the story and goal come back, the backend\'s fields and the publication stay', async () => {
    await openCampaign();
    await story().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Oops, pasted the wrong text.');
    await page.getByLabel('Funding goal', { exact: true }).fill('500');
    await save();
    assert.equal((await record()).fundingGoal, 500);

    // The version the story was written in: before the publishing sync and the merchant's new title.
    const versions = (await api(`/api/preorder-products/versions?where[parent][equals]=${campaignId}&sort=createdAt&limit=50`)).body.docs as Version[];
    const written = versions.find((version) => version.operation === 'update' && Object.hasOwn(version.changes, 'content'))!;
    assert.ok(versions.slice(versions.indexOf(written)).some((version) => version.operation === 'sync'), 'a version older than the last sync');
    const item = page.getByTestId('history').locator(`[data-version="${written.id}"]`);
    await item.getByText('What changed').click();
    assert.match(await item.locator('dl').innerText(), /Story[\s\S]*after[\s\S]*Hand-spun brass/);
    await item.getByRole('button', { name: /^Restore the version of/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
    await confirm.getByText(/^Every field of yours \(not those synced from the commerce backend/).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the confirmation');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(/^Restored the version of/).waitFor();
    const newest = page.getByTestId('history').getByRole('listitem').first();
    await newest.getByText('Restored an earlier version').waitFor();
    await newest.getByText(`by ${EDITOR}`).waitFor();
    await figures().getByText('Progress: 0% of 50').waitFor();
    await story().getByText('Hand-spun brass, a wick that lasts a winter.').waitFor();

    const restored = await record();
    assert.deepEqual([restored.fundingGoal, plainText(restored.content)], [50, 'Light for the long nights\nHand-spun brass, a wick that lasts a winter.']);
    // That version was a draft named "Storm Lantern": the backend's fields are not taken back with it.
    assert.deepEqual([restored.title, restored._status, restored.status], ['Storm Lantern, second edition', 'published', 'published'], 'still the backend\'s title, still published');
    const [restore] = await trail('restore');
    assert.equal(restore?.actor.label, EDITOR);
    assert.deepEqual(Object.keys(restore!.changes).sort(), ['content', 'fundingGoal']);
    assert.equal((await campaignCards())[0]?.title, 'Storm Lantern, second edition', 'the home page shows the restored campaign');
    assert.equal((await anonymous(`/api/preorder-products/${campaignId}`)).status, 200, 'still in the shop');
    const [latest] = (await api(`/api/preorder-products/versions?where[parent][equals]=${campaignId}&limit=1`)).body.docs as Version[];
    assert.equal(latest?.operation, 'restore', 'a version in its turn');
    assert.deepEqual(problems.get(page), [], 'no console error all day');
  });

  it('ends on the campaign page at 1280 and 390 px, light and dark, axe-clean in each (the README\'s screenshots)', async () => {
    for (const width of [1280, 390] as const) {
      const shot = width === 1280 ? page : await signIn(390);
      for (const scheme of ['light', 'dark'] as const) {
        await shot.emulateMedia({ colorScheme: scheme });
        await openCampaign(shot);
        await shot.waitForFunction((dark) => {
          const [r, g, b] = getComputedStyle(document.querySelector('.RaLayout-content') ?? document.body).backgroundColor.match(/\d+/g)!.map(Number);
          return (r! + g! + b! < 200) === dark;
        }, scheme === 'dark');
        await shot.evaluate(() => window.scrollTo(0, 0));
        assert.deepEqual(await seriousViolations(shot), [], `${width} px, ${scheme}`);
        const { scrollWidth, innerWidth } = await shot.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
        assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in a ${innerWidth} px window`);
        await screenshot(shot, `campaign-${width}-${scheme}`, { docs: true });
      }
      assert.deepEqual(problems.get(shot), []);
      await shot.context().close();
    }
  });
});
