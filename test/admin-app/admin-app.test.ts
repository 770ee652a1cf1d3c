import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { pngBytes } from '../helpers/images.js';
import { DEFAULT_ADMIN_DIR } from '../../src/admin-app/static-routes.js';
import { browserMissing as missing, awaitCreated, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

const PASSWORD = 'a long enough password';

describe('the admin app in a real browser', { skip: missing }, () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  let base: string;
  let browser: Browser;
  let edId: string;

  before(async () => {
    env = await startAppWithBackend({ ACCESS_MODE: 'protected', ADMIN_API_KEY: 'browser-test-admin-key', STORE_API_KEY: 'browser-store-key', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', COMMERCE_TIMEOUT_MS: '5000' });
    const cli = { kind: 'cli', role: 'admin' } as const;
    await createUser(env.t.context, cli, { email: 'admin@shop.example', role: 'admin', password: PASSWORD });
    edId = String((await createUser(env.t.context, cli, { email: 'ed@shop.example', role: 'editor', password: PASSWORD })).id);
    env.backend.addProduct(backendProduct('prod_kit', { preorder: true, title: 'Winter Kit', variants: [{ id: 'var_kit', current: 0, max: 2 }] }));
    const synced = await env.t.app.inject({ url: '/api/sync-backend?backendId=prod_kit', headers: { authorization: 'Bearer browser-test-admin-key' } });
    assert.equal(synced.statusCode, 200, synced.body);
    base = await env.t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await env?.close();
  });

  /** Signed in, recording console errors, uncaught exceptions and CSP violations from then on. */
  const signIn = async (email: string, width = 1280): Promise<Page> => {
    const page = await signInAt(browser, base, email, PASSWORD, { width, reportCspViolations: true });
    // A campaign page shows the backend's images (images.example.com, not resolvable here): a small PNG instead.
    await page.context().route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: pngBytes(8, 8) }));
    return page;
  };

  const apiJson = async (url: string, headers: Record<string, string> = {}) => (await fetch(`${base}${url}`, { headers })).json();

  it('serves the built app with long-lived caching for hashed assets and a strict CSP', async () => {
    const index = await fetch(`${base}/admin/`);
    assert.equal(index.status, 200);
    assert.equal(index.headers.get('cache-control'), 'no-cache');
    assert.match(index.headers.get('content-security-policy')!, /script-src 'self'/);
    const asset = (await index.text()).match(/\/admin\/assets\/[^"]+\.js/)![0];
    const script = await fetch(`${base}${asset}`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${base}/admin`, { redirect: 'manual' })).status, 301);
  });

  it('signs an admin in, shows the dashboard, and passes axe on the sign-in page and the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${base}/admin/`);
    await page.getByLabel('Username').waitFor();
    console.log(`# first screen (the sign-in form) ${(performance.now() - started).toFixed(0)} ms after navigation, loopback`);
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sign-in.png') });
    await context.close();
    const signedIn = await signIn('admin@shop.example');
    // The sync of before(): one product, by the admin key, created.
    const lastSync = signedIn.getByRole('region', { name: 'Last sync' });
    await lastSync.getByText('Succeeded: prod_kit, by ADMIN_API_KEY').waitFor();
    assert.match(await lastSync.innerText(), /1 created, 0 updated, 0 skipped, 0 errors/);
    assert.deepEqual(await seriousViolations(signedIn), []);
    await signedIn.screenshot({ path: path.join(SCREENSHOTS, 'dashboard.png'), fullPage: true });
    await signedIn.context().close();
  });

  it('publishes an announcement that GET /api/home then shows', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/announcements/create`);
    await page.getByLabel('Title').fill('Batch 2 ships Friday');
    await page.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByLabel('Show on the home page').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await awaitCreated(page, 'announcements');
    const home = await apiJson('/api/home');
    assert.ok(home.announcements.some((announcement: { title: string }) => announcement.title === 'Batch 2 ships Friday'), JSON.stringify(home.announcements));
    await page.goto(`${base}/admin/#/announcements`);
    await page.getByText('Batch 2 ships Friday').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'announcements-list.png'), fullPage: true });
    await page.context().close();
  });

  it('edits a campaign\'s goal and shows the detail figures change, then fills a variant until it is sold out', async () => {
    const page = await signIn('admin@shop.example');
    const { docs: [campaign] } = await apiJson('/api/preorder-products?where[backendId][equals]=prod_kit&depth=0');
    await page.goto(`${base}/admin/#/preorder-products/${campaign.id}`);
    const figures = page.getByTestId('campaign-figures');
    await figures.getByText('Progress: 0% of 2').waitFor();
    await page.getByLabel('Funding goal', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await figures.getByText('Progress: 0% of 40').waitFor();
    assert.equal((await apiJson('/api/preorders/prod_kit')).preorder.funding_goal, 40);

    const add = page.getByRole('button', { name: 'Add an order to Variant var_kit' });
    await add.click();
    await figures.getByText('1 / 2').waitFor();
    await add.click();
    await figures.getByText('2 / 2 — sold out').waitFor();
    const detail = (await apiJson('/api/preorders/prod_kit')).preorder;
    assert.equal(detail.variants[0].sold_out, true);
    assert.equal(detail.completion_percentage, 5);
    assert.equal(env.backend.catalog.products[0]!.variants[0]!.metadata.current_orders, '2');
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign.png'), fullPage: true });
    // Back to a goal of 2: 100 %, and the dashboard lists it as past its goal.
    await page.getByLabel('Funding goal', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await figures.getByText('Progress: 100% of 2').waitFor();
    await page.goto(`${base}/admin/#/`);
    await page.getByRole('region', { name: 'Campaigns past their goal' }).getByText('Winter Kit: 100%').waitFor();
    await page.context().close();
  });

  it('uploads an image and uses it on a hero slide that GET /api/home then shows', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/media/create`);
    await page.locator('#media-file').setInputFiles({ name: 'meeple.png', mimeType: 'image/png', buffer: pngBytes(64, 48) });
    await page.getByLabel('Alternative text').fill('Hero meeple');
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'media-upload.png') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/#\/media\/[0-9a-f]+$/);
    const { docs: [media] } = await apiJson('/api/media?where[alt][equals]=Hero%20meeple');
    assert.deepEqual([media.mimeType, media.width, media.height], ['image/png', 64, 48]);

    await page.goto(`${base}/admin/#/globals/hero-slider`);
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.locator('input[name="slides.0.title"]').fill('Meet the meeple');
    await page.getByRole('button', { name: /^Choose image: Image/ }).click();
    const picker = page.getByRole('dialog', { name: /Choose an image/ });
    await picker.getByLabel('Search by alt text or file name').fill('meeple');
    await picker.getByRole('button', { name: /Hero meeple/ }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const home = await apiJson('/api/home');
    assert.ok(JSON.stringify(home).includes(media.url), JSON.stringify(home.heroSlides ?? home));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'hero-slider.png'), fullPage: true });
    await page.context().close();
  });

  it('reorders a recommendation list, and the public recommendations route answers the new order at once', async () => {
    const auth = { authorization: 'Bearer browser-test-admin-key' };
    const made = await Promise.all(['Alpha game', 'Beta game'].map((title) =>
      env.t.app.inject({ method: 'POST', url: '/api/products', headers: auth, payload: { title, status: 'published' } })));
    for (const response of made) assert.equal(response.statusCode, 201, response.body);
    const [alpha, beta] = made.map((response) => response.json().doc.id as string);
    await env.t.app.inject({ method: 'POST', url: '/api/globals/product-recommendations', headers: auth, payload: {
      enabled: true, lists: [{ id: 'featured', title: 'Featured', products: [{ relationTo: 'products', value: alpha }, { relationTo: 'products', value: beta }] }],
    } });
    const titles = async () => (await (await fetch(`${base}/api/public/product-recommendations`, { headers: { 'x-store-api-key': 'browser-store-key' } })).json())
      .data.lists[0].products.map((product: { title: string }) => product.title);
    assert.deepEqual(await titles(), ['Alpha game', 'Beta game']);
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/globals/product-recommendations`);
    await page.locator('input[name="lists.0.title"]').waitFor();
    // The first product's "Move down" (the single list's own move buttons are disabled).
    await page.locator('button[aria-label="Move down"]:not([disabled])').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    assert.deepEqual(await titles(), ['Beta game', 'Alpha game']);
    await page.context().close();
  });

  it('writes an article\'s content in the rich-text editor, stored as the editor\'s JSON document', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/articles/create`);
    await page.locator('input[name="title"]').fill('Designer diary');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Playtesting went ');
    // The editor applies keys as it gets to them: on a busy machine the last space could land after the click on Bold.
    await page.waitForFunction(() => /Playtesting went[ \u00a0]$/.test(document.querySelector('[contenteditable="true"]')?.textContent ?? ''));
    await page.getByRole('button', { name: 'Bold' }).click();
    // The toolbar hands the focus back to the editor after its click; keys typed before that are lost.
    await page.waitForFunction(() => document.activeElement?.closest('[contenteditable="true"]') !== null);
    await page.keyboard.type('well');
    await editor.getByText('Playtesting went well').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await awaitCreated(page, 'articles');
    // saved as a draft (the default status): seen with a credential and ?draft=true
    const { docs: [article] } = await apiJson('/api/articles?where[title][equals]=Designer%20diary&draft=true', { authorization: 'Bearer browser-test-admin-key' });
    assert.equal(article.content.type, 'doc');
    const paragraph = article.content.content[0];
    assert.deepEqual(paragraph.content.map((node: { text: string; marks?: { type: string }[] }) => [node.text, node.marks?.map((mark) => mark.type) ?? []]), [['Playtesting went ', []], ['well', ['bold']]]);
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'article.png'), fullPage: true });
    await page.context().close();
  });

  it('lets an admin create a user with a role, who can then sign in with it', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/users/create`);
    await page.locator('input[name="email"]').fill('vi@shop.example');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Role' }).last().click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await awaitCreated(page, 'users');
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'vi@shop.example', password: PASSWORD }) });
    assert.equal(login.status, 200);
    assert.deepEqual((await login.json()).user.roles, ['viewer']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'user.png'), fullPage: true });
    await page.context().close();
  });

  it('shows the server\'s validation errors on their fields', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/users/create`);
    await page.locator('input[name="email"]').fill('ED@shop.example');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    // 409 {errors:[{field:'email', message}]}: the message under the e-mail input, and nothing created.
    const emailField = page.locator('.MuiFormControl-root', { has: page.locator('input[name="email"]') });
    await emailField.locator('.Mui-error').first().waitFor();
    assert.match(await emailField.innerText(), /already/i);
    assert.equal((await env.t.app.inject({ url: '/api/users?where[email][like]=ed@shop.example', headers: { authorization: 'Bearer browser-test-admin-key' } })).json().totalDocs, 1, 'still one ed@');
    await page.context().close();
  });

  it('shows an editor no users (admins only), and the API refuses them anyway', async () => {
    const page = await signIn('ed@shop.example', 390);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-390.png'), fullPage: true });
    await page.goto(`${base}/admin/#/users`);
    await page.waitForTimeout(500);
    assert.equal(await page.getByText('admin@shop.example').count(), 0, 'no user list for an editor');
    await page.goto(`${base}/admin/#/users/create`);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('input[name="email"]').count(), 0, 'no user form for an editor');
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await fetch(`${base}/api/users`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x@shop.example', password: PASSWORD }) });
    assert.equal(refused.status, 403);
    assert.equal((await fetch(`${base}/api/users`, { headers: { cookie } })).status, 403);
    await page.context().close();
  });

  it('keeps an article\'s author when an editor, who may not list users, saves it', async () => {
    const created = await env.t.app.inject({ method: 'POST', url: '/api/articles', headers: { authorization: 'Bearer browser-test-admin-key' }, payload: { title: 'Authored', author: edId } });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().doc.id;
    const page = await signIn('ed@shop.example');
    await page.goto(`${base}/admin/#/articles/${id}`);
    const author = page.locator('input[name="author"]');
    await author.waitFor();
    assert.equal(await author.inputValue(), edId);
    assert.equal(await author.getAttribute('readonly'), '', 'shown, not chosen');
    await page.locator('input[name="title"]').fill('Authored, edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const saved = await apiJson(`/api/articles/${id}?depth=0&draft=true`, { authorization: 'Bearer browser-test-admin-key' });
    assert.equal(saved.title, 'Authored, edited');
    assert.deepEqual(saved.author, { relationTo: 'users', value: edId });
    await page.context().close();
  });

  it('syncs one product from the sync panel, clears a collection behind a typed confirmation, and creates a personal key', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/sync`);
    await page.getByLabel('Backend product id').fill('prod_kit');
    await page.getByRole('button', { name: 'Sync this product' }).click();
    const result = page.getByTestId('sync-result');
    await result.waitFor();
    assert.match(await result.innerText(), /^Done: .*\(updated\)/);
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sync.png') });

    const auth = { authorization: 'Bearer browser-test-admin-key' };
    await env.t.app.inject({ method: 'POST', url: '/api/articles', headers: auth, payload: { title: 'Old news' } });
    await page.goto(`${base}/admin/#/maintenance`);
    await page.getByLabel('articles').check();
    const remove = page.getByRole('button', { name: 'Delete the records' });
    assert.equal(await remove.isDisabled(), true, 'not before the confirmation is typed');
    await page.getByLabel('Type "delete" to confirm').fill('delete');
    await remove.click();
    await page.getByText(/Deleted: articles \d+/).waitFor();
    assert.equal((await apiJson('/api/articles?draft=true', auth)).totalDocs, 0, 'drafts included: nothing left');
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'maintenance.png') });

    await page.goto(`${base}/admin/#/my-keys`);
    await page.getByLabel('Name').fill('storefront build');
    await page.getByRole('button', { name: 'Create a key' }).click();
    const key = /sfk_\S+/.exec(await page.getByTestId('new-key').innerText())![0];
    assert.equal((await fetch(`${base}/api/schema`, { headers: { authorization: `Bearer ${key}` } })).status, 200);
    await page.context().close();
  });

  it('keeps the initial JavaScript under 400 KB gzipped', () => {
    const html = readFileSync(path.join(DEFAULT_ADMIN_DIR, 'index.html'), 'utf8');
    const files = [...html.matchAll(/\/admin\/(assets\/[^"]+\.js)/g)].map((match) => match[1]!);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DEFAULT_ADMIN_DIR, file))).length, 0);
    console.log(`# initial JavaScript of the admin app: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB gzipped`);
    assert.ok(files.length > 0 && bytes < 400 * 1024, `${bytes} bytes`);
  });

  it('lets a signed-in user change their own name, and shows a wrong current password on its field', async () => {
    const page = await signIn('ed@shop.example');
    await page.goto(`${base}/admin/#/my-account`);
    await page.getByLabel('Name', { exact: true }).fill('Ed the editor');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await page.getByText('Your account was updated.').waitFor();
    const { docs: [ed] } = (await env.t.app.inject({ url: '/api/users?where[email][equals]=ed@shop.example', headers: { authorization: 'Bearer browser-test-admin-key' } })).json();
    assert.equal(ed.name, 'Ed the editor');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('The current password is not correct.').first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.context().close();
  });

  it('signs out: the session ends on the server, not only in the page', async () => {
    const page = await signIn('admin@shop.example');
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    assert.notEqual((await (await fetch(`${base}/api/users/me`, { headers: { cookie } })).json()).user, null);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor();
    assert.equal((await (await fetch(`${base}/api/users/me`, { headers: { cookie } })).json()).user, null);
    await page.context().close();
  });
  it('keeps deep links: the app routes after the # (hash routing), so reloading a record page shows it again', async () => {
    const page = await signIn('admin@shop.example');
    const { docs: [campaign] } = await apiJson('/api/preorder-products?where[backendId][equals]=prod_kit&depth=0');
    const deepLink = `${base}/admin/#/preorder-products/${campaign.id}`;
    await page.goto(deepLink);
    const goal = await page.getByLabel('Funding goal', { exact: true }).inputValue();
    await page.reload();
    await page.getByTestId('campaign-figures').waitFor();
    assert.equal(page.url(), deepLink);
    assert.equal(await page.getByLabel('Funding goal', { exact: true }).inputValue(), goal);
    // Only /admin/ and its assets are served: a route is never a path the server must know.
    assert.equal((await fetch(`${base}/admin/preorder-products/${campaign.id}`)).status, 404);
    assert.equal((await fetch(`${base}/admin/assets/missing-0000.js`)).status, 404);
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('is usable 390 px wide: no horizontal scroll, no console error or CSP violation on the main screens', async () => {
    const page = await signIn('ed@shop.example', 390);
    const { docs: [campaign] } = await apiJson('/api/preorder-products?where[backendId][equals]=prod_kit&depth=0');
    const screens = [
      { name: 'dashboard', hash: '#/', ready: () => page.getByRole('region', { name: 'Last sync' }).getByText(/by /).waitFor() },
      { name: 'list', hash: '#/preorder-products', ready: () => page.getByRole('link', { name: 'Winter Kit' }).waitFor() },
      { name: 'campaign', hash: `#/preorder-products/${campaign.id}`, ready: () => page.getByTestId('campaign-figures').getByText(/Progress:/).waitFor() },
      { name: 'form', hash: '#/announcements/create', ready: () => page.getByLabel('Title').waitFor() },
    ];
    for (const screen of screens) {
      await page.goto(`${base}/admin/${screen.hash}`);
      await screen.ready();
      assert.deepEqual(await seriousViolations(page), [], screen.name);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      assert.ok(scrollWidth <= innerWidth, `${screen.name}: ${scrollWidth} px wide in a ${innerWidth} px window`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `390-${screen.name}.png`), fullPage: true });
    }
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('reaches a list row\'s title by keyboard: Tab to it, Enter opens the record', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/preorder-products`);
    const title = page.getByRole('link', { name: 'Winter Kit' });
    await title.waitFor();
    let focused = false;
    for (let presses = 0; presses < 80 && !focused; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await title.evaluate((link) => link === document.activeElement);
    }
    assert.ok(focused, 'the title link takes the focus');
    await page.keyboard.press('Enter');
    const { docs: [campaign] } = await apiJson('/api/preorder-products?where[backendId][equals]=prod_kit&depth=0');
    await page.waitForURL(`${base}/admin/#/preorder-products/${campaign.id}`);
    await page.getByLabel('Funding goal', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows an admin every user\'s API keys to revoke, and "My API keys" only their own', async () => {
    const auth = { authorization: 'Bearer browser-test-admin-key', 'content-type': 'application/json' };
    const made = await fetch(`${base}/api/api-keys`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'ed build', user: edId }) });
    assert.equal(made.status, 201);
    const { doc: edKey, key } = await made.json();
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/my-keys`);
    await page.getByLabel('Name').fill('admin script');
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByText(/^admin script \(/).waitFor();
    assert.equal(await page.getByText('ed build').count(), 0, 'not another user\'s key among mine');

    await page.goto(`${base}/admin/#/api-keys`);
    const table = page.getByRole('table', { name: 'API keys of every user' });
    await table.getByRole('row', { name: /ed@shop\.example ed build/ }).waitFor();
    await table.getByRole('row', { name: /admin@shop\.example admin script/ }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api-keys.png'), fullPage: true });
    await page.getByRole('button', { name: 'Revoke ed build of ed@shop.example' }).click();
    // Revoking asks first (test/admin-app/editor-safety.test.ts checks that a cancel changes nothing).
    await page.getByRole('dialog', { name: 'Revoke the key "ed build" of ed@shop.example?' }).getByRole('button', { name: 'Revoke the key' }).click();
    await page.getByText('Key "ed build" of ed@shop.example revoked').waitFor();
    const left = await (await fetch(`${base}/api/api-keys?user=${edId}`, { headers: auth })).json();
    assert.ok(!left.docs.some((doc: { id: string }) => doc.id === edKey.id));
    assert.equal((await fetch(`${base}/api/schema`, { headers: { authorization: `Bearer ${key}` } })).status, 401);
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('syncs every product from the sync panel with a progress bar, then the per-product results and the dashboard\'s last sync', async () => {
    for (let index = 0; index < 150; index += 1) env.backend.addProduct(backendProduct(`prod_bulk_${String(index).padStart(3, '0')}`, { title: `Bulk game ${index}` }));
    const total = env.backend.catalog.products.length;
    // The second page answers late, so the run is seen half done.
    env.backend.fail('listProducts', { delayMs: 4000, after: 1, times: 1 });
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/sync`);
    await page.getByRole('button', { name: 'Sync every product' }).click();
    const bar = page.getByRole('progressbar', { name: 'Sync progress' });
    await page.getByTestId('sync-progress').getByText(`100 of ${total} products`).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sync-progress.png') });
    assert.equal(await bar.getAttribute('aria-valuenow'), String(Math.round((100 / total) * 100)));
    const { violations, passes } = await new AxeBuilder({ page }).include('[data-testid="sync-progress"]').analyze();
    assert.deepEqual(violations.map((violation) => violation.id), []);
    assert.ok(passes.some((rule) => rule.id === 'aria-progressbar-name'), 'axe saw the progress bar, and its name');

    const result = page.getByTestId('sync-result');
    await result.getByText(`${total} products:`).waitFor();
    const perProduct = result.getByRole('list', { name: 'Per-product results' });
    assert.equal(await perProduct.getByRole('listitem').count(), total);
    await perProduct.getByText('Bulk game 149 (prod_bulk_149): created').waitFor();
    assert.equal(await bar.count(), 0, 'no progress bar once done');
    const [run] = (await (await fetch(`${base}/api/sync-runs?limit=1`, { headers: { authorization: 'Bearer browser-test-admin-key' } })).json()).docs;
    assert.deepEqual([run.status, run.processed, run.total, run.actor.label], ['succeeded', total, total, 'admin@shop.example']);
    await page.getByRole('region', { name: 'Recent syncs' }).getByText(/every product by admin@shop\.example — succeeded/).first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sync-results.png'), fullPage: true });

    await page.goto(`${base}/admin/#/`);
    const lastSync = page.getByRole('region', { name: 'Last sync' });
    await lastSync.getByText('Succeeded: every product, by admin@shop.example').waitFor();
    assert.match(await lastSync.innerText(), new RegExp(`${run.totals.created} created, ${run.totals.updated} updated`));
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });
});
