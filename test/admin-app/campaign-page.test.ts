import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { pngBytes } from '../helpers/images.js';
import { browserMissing as missing, awaitCreated, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

const PASSWORD = 'a long enough password';
const ADMIN_KEY = 'campaign-page-admin-key';
const auth = { authorization: `Bearer ${ADMIN_KEY}` };

/** Issue 36, points 1 to 3: the campaign page as an editor runs a campaign, in a real browser. */
describe('the campaign page', { skip: missing }, () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  let base: string;
  let browser: Browser;
  let campaignId: string;

  before(async () => {
    env = await startAppWithBackend({ ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', COMMERCE_TIMEOUT_MS: '5000' });
    const cli = { kind: 'cli', role: 'admin' } as const;
    await createUser(env.t.context, cli, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    env.backend.addProduct(backendProduct('prod_camp', {
      preorder: true, title: 'Dice Tower', metadata: { funding_goal: 20 },
      variants: [{ id: 'var_wood', current: 2, max: 10 }, { id: 'var_steel', current: 0, max: 5 }],
    }));
    const synced = await env.t.app.inject({ url: '/api/sync-backend?backendId=prod_camp', headers: auth });
    assert.equal(synced.json().action, 'created', synced.body);
    campaignId = synced.json().productId;
    base = await env.t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await env?.close();
  });

  /** Signed in as an editor; the backend's images (images.example.com, not resolvable here) answered with a small PNG. */
  const signIn = async (width = 1280): Promise<Page> => {
    const page = await signInAt(browser, base, 'ed@shop.example', PASSWORD, { width, reportCspViolations: true });
    await page.context().route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: pngBytes(8, 8) }));
    return page;
  };
  const api = async (url: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}${url}`, { method: init.method ?? 'GET', headers: { ...auth, 'content-type': 'application/json' }, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    return response.json();
  };
  const record = () => api(`/api/preorder-products/${campaignId}?depth=0&draft=true`);
  const openCampaign = async (page: Page) => {
    await page.goto(`${base}/admin/#/preorder-products/${campaignId}`);
    await page.getByTestId('campaign-figures').getByText(/Progress:/).waitFor();
  };

  it('shows the campaign\'s settings first, in words, with the figures beside them and the synced fields collapsed and read-only', async () => {
    const page = await signIn();
    await openCampaign(page);
    for (const label of ['Publication state', 'Preorders open', 'Preorders close', 'Funding goal', 'Added backers']) await page.getByLabel(label, { exact: true }).first().waitFor();
    assert.equal(await page.getByLabel('fundingGoal').count(), 0, 'no raw field name as a label');

    const headings = await page.locator('main h2').allInnerTexts();
    const order = ['Campaign', 'Variants', 'Story and images', 'Synced from the commerce backend', 'Technical details'].map((name) => headings.findIndex((text) => text.startsWith(name)));
    assert.ok(order.every((index, at) => index >= 0 && (at === 0 || index > order[at - 1]!)), `sections in order: ${JSON.stringify(headings)}`);

    // The figures beside the settings, not below the form.
    const settings = (await page.locator('[data-section="Campaign"]').boundingBox())!;
    const figures = (await page.getByTestId('campaign-figures').boundingBox())!;
    assert.ok(figures.x > settings.x + settings.width - 1 && figures.y < settings.y + settings.height, `figures ${JSON.stringify(figures)} beside settings ${JSON.stringify(settings)}`);

    // Variants as rows: the title shown, the cap an input; no rows added or removed on a synced campaign.
    const variants = page.locator('[data-field="variants"]');
    assert.equal(await variants.locator('input[name="variants.0.title"]').count(), 0, 'a variant\'s title is the backend\'s');
    await variants.locator('[data-field="variants.0.title"]').getByText('Variant var_wood').waitFor();
    assert.equal(await variants.locator('input[name="variants.0.maxOrders"]').inputValue(), '10');
    assert.equal(await variants.getByRole('button', { name: /^Add/ }).count(), 0);

    const synced = page.getByTestId('synced-section');
    const toggle = synced.getByRole('button', { name: /Synced from the commerce backend/ });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'collapsed at first');
    const { lastSyncedAt, title } = await record();
    assert.equal(await synced.getByTestId('last-synced').locator('time').getAttribute('datetime'), lastSyncedAt);
    await toggle.click();
    await synced.getByText('Commerce status').waitFor();
    await synced.getByText(title).waitFor();
    assert.equal(await synced.locator('input:not([type="hidden"]), textarea, [contenteditable="true"]').count(), 0, 'nothing in it can be edited');
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign-page.png'), fullPage: true });
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('reaches the campaign\'s settings in two key presses from the top of the page (skip link, then Tab)', async () => {
    const page = await signIn();
    await openCampaign(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field'));
    // The publication state comes first but follows the commerce product (shown, not an input): the dates are next.
    assert.equal(focused, 'preorderStartDate', 'the first control of the page\'s content is the campaign\'s first setting');
    await page.context().close();
  });

  it('saves only what the editor changed: a sync while the page was open is not undone, the audit trail shows no synced field rewritten, and the next sync keeps the editor\'s goal and cap', async () => {
    const page = await signIn();
    await openCampaign(page);
    // A sync lands while the editor has the page open: the form's copy of the backend's fields is now stale.
    const product = env.backend.catalog.products[0]!;
    product.title = 'Dice Tower Deluxe';
    product.images = [{ id: 'img_deluxe', url: 'https://images.example.com/deluxe.jpg' }];
    const midway = await api('/api/sync-backend', { method: 'POST', body: { backendId: 'prod_camp', forceUpdate: true } });
    assert.equal(midway.action, 'updated');

    await page.getByLabel('Funding goal', { exact: true }).fill('30');
    await page.locator('input[name="variants.1.maxOrders"]').fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    await page.getByTestId('campaign-figures').getByText(/of 30$/).waitFor();

    const saved = await record();
    assert.deepEqual([saved.title, saved.images], ['Dice Tower Deluxe', [{ id: 'img_deluxe', url: 'https://images.example.com/deluxe.jpg' }]], 'the save did not write the stale copy back');
    const trail = (await api(`/api/audit?collection=preorder-products&id=${campaignId}&limit=5`)).docs as { operation: string; changes: Record<string, unknown> }[];
    const update = trail.find((entry) => entry.operation === 'update')!;
    assert.deepEqual(Object.keys(update.changes), ['fundingGoal'], 'the save wrote the goal alone: no images, variants or title');
    const counters = trail.find((entry) => entry.operation === 'counters')!;
    assert.deepEqual(counters.changes['variants.var_steel.maxOrders'], [5, 8]);
    assert.equal(product.variants[1]!.metadata.max_orders, '8', 'the cap is in the commerce backend too');
    await page.getByTestId('history').getByRole('listitem').getByText('Caps changed', { exact: true }).first().waitFor();

    product.metadata = { ...product.metadata, funding_goal: 999 };
    const synced = await api('/api/sync-backend', { method: 'POST', body: { backendId: 'prod_camp', forceUpdate: true } });
    assert.equal(synced.action, 'updated');
    const after = await record();
    assert.deepEqual([after.fundingGoal, after.variants[1].maxOrders], [30, 8]);
    await page.reload();
    await page.getByTestId('campaign-figures').getByText(/of 30$/).waitFor();
    assert.equal(await page.getByLabel('Funding goal', { exact: true }).inputValue(), '30');
    await page.context().close();
  });

  it('saves what an editor leaves empty: a new campaign\'s variant without counts, a recommendation list without a subtitle', async () => {
    const page = await signIn();
    await page.goto(`${base}/admin/#/preorder-products/create`);
    await page.locator('input[name="title"]').fill('Local campaign');
    await page.locator('[data-field="variants"]').getByRole('button', { name: /^Add/ }).click();
    await page.locator('input[name="variants.0.title"]').fill('Standard');
    await page.getByRole('button', { name: 'Save' }).click();
    await awaitCreated(page, 'preorder-products');
    const { docs: [created] } = await api('/api/preorder-products?where[title][equals]=Local%20campaign&depth=0&draft=true');
    assert.deepEqual([created.variants[0].title, created.variants[0].currentOrders, created.variants[0].maxOrders, created.fundingGoal], ['Standard', 0, 0, 0]);

    await page.goto(`${base}/admin/#/globals/product-recommendations`);
    await page.locator('[data-field="lists"]').getByRole('button', { name: /^Add/ }).first().click();
    await page.locator('input[name="lists.0.title"]').fill('Staff picks');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const global = await api('/api/globals/product-recommendations?depth=0');
    assert.deepEqual([global.lists[0].title, global.lists[0].subtitle], ['Staff picks', '']);
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('shows a refused save\'s reason at the field, scrolled to and focused (the service\'s reason, and the form\'s own)', async () => {
    const page = await signIn();
    await openCampaign(page);
    const goal = page.getByLabel('Funding goal', { exact: true });
    const field = page.locator('[data-field="fundingGoal"]');
    const focusedField = () => page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field'));
    // Beyond what an answer can show exactly: the service refuses it (400, {errors:[{field:'fundingGoal', message}]}).
    await goal.fill('99999999999999999');
    await page.locator('[data-field="content"] [contenteditable="true"]').focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save' }).click();
    await field.getByText(/^Must be between/).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') === 'fundingGoal');
    const box = (await field.boundingBox())!;
    assert.ok(box.y >= 0 && box.y + box.height <= 900, `the field is in view: ${JSON.stringify(box)}`);
    assert.equal((await record()).fundingGoal, 30, 'nothing saved');

    await goal.fill('-5');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Save' }).click();
    await field.getByText('Must be at least 0').waitFor();
    assert.equal(await focusedField(), 'fundingGoal');
    assert.deepEqual(await seriousViolations(page), []);
    await page.context().close();
  });

  it('is axe-clean and fits 390 px, the figures below the settings', async () => {
    const page = await signIn(390);
    await openCampaign(page);
    assert.deepEqual(await seriousViolations(page), []);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in a ${innerWidth} px window`);
    const settings = (await page.locator('[data-section="Campaign"]').boundingBox())!;
    const figures = (await page.getByTestId('campaign-figures').boundingBox())!;
    assert.ok(figures.y > settings.y + settings.height - 1, 'below');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign-page-390.png'), fullPage: true });
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });
});
