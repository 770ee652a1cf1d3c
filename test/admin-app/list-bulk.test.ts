import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { browserMissing as missing, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

const PASSWORD = 'a long enough password';
const ADMIN_KEY = 'list-bulk-browser-admin-key';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
const TITLES = ['Alpha notice', 'Bravo notice', 'Charlie notice', 'Delta notice', 'Echo notice', 'Foxtrot notice', 'Golf notice'];

describe('lists in the admin app: sort, filters and page in the URL, bulk publish, unpublish and delete', { skip: missing }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  const ids = new Map<string, string>();

  before(async () => {
    t = await startTestApp({ ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'vi@shop.example', role: 'viewer', password: PASSWORD });
    for (const [index, title] of TITLES.entries()) {
      const created = await t.app.inject({
        method: 'POST', url: '/api/announcements', headers: admin,
        payload: { title, summary: `Summary ${index}`, type: index < 6 ? 'news' : 'info', status: 'draft', showOnHomepage: true },
      });
      assert.equal(created.statusCode, 201, created.body);
      ids.set(title, created.json().doc.id);
    }
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const signIn = (email = 'ed@shop.example', width = 1280) => signInAt(browser, base, email, PASSWORD, { width });
  const id = (title: string) => ids.get(title)!;
  const stored = async (title: string) => {
    const read = await t.app.inject({ url: `/api/announcements/${id(title)}?draft=true&depth=0`, headers: admin });
    return read.statusCode === 404 ? undefined : read.json();
  };
  const onHome = async () => ((await (await fetch(`${base}/api/home`)).json()) as { announcements: { title: string }[] }).announcements.map((item) => item.title).sort();
  /** The titles of the list's rows, top to bottom. */
  const rowTitles = (page: Page) => page.locator('tbody tr td.column-title a').allInnerTexts();
  /** The titles the content API answers for the same list parameters. */
  const apiTitles = async (params: string) => (await t.app.inject({ url: `/api/announcements?draft=true&depth=0&${params}`, headers: admin })).json().docs.map((doc: { title: string }) => doc.title);
  const openList = async (page: Page, hash = '#/announcements') => {
    await page.goto(`${base}/admin/${hash}`);
    await page.locator('tbody tr').first().waitFor();
    // the rows shown are those of the parameters (a reload shows the first answer, then the same list again)
    await page.locator('.MuiLinearProgress-indeterminate').first().waitFor({ state: 'detached' }).catch(() => {});
  };
  const select = (page: Page, title: string) => page.getByRole('checkbox', { name: `Select ${title}`, exact: true });
  const selectedCount = (page: Page, count: number) => page.getByText(count === 1 ? '1 item selected' : `${count} items selected`).waitFor();

  it('sorts by a column head, keeps sort, filter, page and page size in the URL, and a reload or a copied link shows the same list', async () => {
    const page = await signIn();
    await openList(page);
    // every column but the record's lists can be sorted: title, type, status, show on the home page, updated
    const heads = page.locator('thead').getByRole('button', { name: /^Sort by / });
    assert.equal(await heads.count(), 5, (await heads.allInnerTexts()).join(', '));

    await page.getByRole('button', { name: /^Sort by title/ }).click();
    await page.waitForURL(/sort=title/);
    assert.match(page.url(), /order=ASC/);
    await page.locator('tbody tr td.column-title a').first().filter({ hasText: 'Alpha notice' }).waitFor();
    assert.deepEqual(await rowTitles(page), await apiTitles('sort=title&limit=10'));
    await page.getByRole('button', { name: /^Sort by title/ }).click();
    await page.waitForURL(/order=DESC/);
    await page.locator('tbody tr td.column-title a').first().filter({ hasText: 'Golf notice' }).waitFor();
    const sorted = await rowTitles(page);
    assert.deepEqual(sorted, await apiTitles('sort=-title&limit=10'));
    // A filter (Type: news), five rows a page, the second page: each in the URL.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Type' }).click();
    await page.getByLabel('Type', { exact: true }).fill('news');
    await page.waitForURL(/filter=.*news/);
    // the filtered list shown (Golf is info) before the next change: a late filter change would go back to page 1
    await page.getByRole('link', { name: 'Golf notice' }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.waitForURL(/perPage=5/);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.locator('tbody tr td.column-title a').first().filter({ hasText: 'Alpha notice' }).waitFor();
    const expected = await apiTitles('where[type][equals]=news&sort=-title&limit=5&page=2');
    assert.deepEqual(expected, ['Alpha notice'], 'six news, the sixth in descending order');
    assert.deepEqual(await rowTitles(page), expected);
    const url = new URL(page.url());
    const params = new URLSearchParams(url.hash.split('?')[1]);
    assert.deepEqual(
      { filter: JSON.parse(params.get('filter')!), sort: params.get('sort'), order: params.get('order'), page: params.get('page'), perPage: params.get('perPage') },
      { filter: { type: 'news' }, sort: 'title', order: 'DESC', page: '2', perPage: '5' },
    );
    await page.reload();
    await page.locator('tbody tr td.column-title a').first().filter({ hasText: 'Alpha notice' }).waitFor();
    assert.equal(page.url(), url.href, 'the reload keeps the list parameters');
    assert.deepEqual(await rowTitles(page), expected, 'and shows the same rows');
    assert.equal(await page.getByLabel('Type', { exact: true }).inputValue(), 'news', 'and the filter');

    // The same link copied to another person (another session, another role): the same list.
    const viewer = await signIn('vi@shop.example');
    await viewer.goto(url.href);
    await viewer.locator('tbody tr td.column-title a').first().filter({ hasText: 'Alpha notice' }).waitFor();
    assert.deepEqual(await rowTitles(viewer), expected);
    assert.match(await viewer.getByRole('combobox', { name: /Rows per page/ }).innerText(), /^5$/);
    assert.deepEqual(problems.get(page), []);
    assert.deepEqual(problems.get(viewer), []);
    await page.context().close();
    await viewer.context().close();
  });

  /** The bulk writes the page sent, by method: each is one request for the whole selection. */
  const bulkRequests = (page: Page) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/announcements') && ['PATCH', 'DELETE'].includes(request.method())) sent.push(`${request.method()} ${url.pathname}${decodeURIComponent(url.search)}`);
    });
    return sent;
  };
  const sortedList = '#/announcements?sort=title&order=ASC&perPage=10&page=1&filter=%7B%7D';

  it('selects rows by keyboard and mouse, publishes them after a confirmation naming the count, in one request, then unpublishes the page', async () => {
    const page = await signIn();
    const sent = bulkRequests(page);
    await openList(page, sortedList);
    // Space on a focused checkbox, then a click: each selects its row and opens nothing
    await select(page, 'Alpha notice').focus();
    await page.keyboard.press('Space');
    await select(page, 'Bravo notice').click();
    await selectedCount(page, 2);
    assert.equal(await select(page, 'Alpha notice').isChecked(), true);
    assert.equal(await select(page, 'Charlie notice').isChecked(), false);
    assert.match(page.url(), /#\/announcements\?/, 'still on the list');
    assert.deepEqual(await seriousViolations(page), [], 'labelled checkboxes and the bulk toolbar are axe-clean');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-bulk-selected.png'), fullPage: true });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish 2 announcements?' });
    await dialog.getByText('The shop shows them at once.').waitFor();
    assert.equal((await stored('Alpha notice')).status, 'draft', 'nothing before the confirmation');
    assert.deepEqual(await seriousViolations(page), [], 'the confirmation is axe-clean');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-bulk-confirm.png') });
    // The confirming button is named after the action, not "Confirm".
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published 2 announcements: the shop shows them now.').waitFor();
    for (const title of ['Alpha notice', 'Bravo notice']) {
      const doc = await stored(title);
      assert.equal(doc.status, 'published', title);
      assert.ok(doc.publishedAt, `${title}: dated, as the record's own Publish does`);
    }
    assert.equal((await stored('Charlie notice')).status, 'draft', 'an unselected row is left alone');
    assert.deepEqual(await onHome(), ['Alpha notice', 'Bravo notice']);
    assert.deepEqual(sent, [`PATCH /api/announcements?where[id][in]=${id('Alpha notice')},${id('Bravo notice')}`], 'one bulk request');
    await page.getByRole('checkbox', { name: 'Select Alpha notice', checked: true }).waitFor({ state: 'detached' });
    assert.equal(await select(page, 'Bravo notice').isChecked(), false, 'the selection is cleared');

    // The header's checkbox selects the page: unpublish every row.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await selectedCount(page, TITLES.length);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page.getByRole('dialog', { name: `Unpublish ${TITLES.length} announcements?` }).getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page.getByText(`Unpublished ${TITLES.length} announcements: the shop no longer shows them.`).waitFor();
    for (const title of TITLES) assert.equal((await stored(title)).status, 'draft', title);
    assert.deepEqual(await onHome(), []);
    assert.equal(sent.length, 2, 'one more request');
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('says why the service refused a bulk publish, and none of the records changed', async () => {
    const page = await signIn();
    await openList(page, sortedList);
    // The service refuses a bulk write with a field it cannot take: the test adds one to the request.
    const refusal = await t.app.inject({ method: 'PATCH', url: `/api/announcements?where[id][in]=${id('Charlie notice')}`, headers: admin, payload: { status: 'published', priority: 'high' } });
    assert.equal(refusal.statusCode, 400);
    const reason: string = refusal.json().errors[0].message;
    await page.route(/\/api\/announcements\?/, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), priority: 'high' }) });
    });
    await select(page, 'Charlie notice').click();
    await select(page, 'Delta notice').click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish 2 announcements?' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(reason).waitFor();
    assert.equal((await stored('Charlie notice')).status, 'draft');
    assert.equal((await stored('Delta notice')).status, 'draft');
    assert.deepEqual(await onHome(), []);
    await page.context().close();
  });

  it('deletes in bulk only after a confirmation: a cancel deletes nothing', async () => {
    const page = await signIn();
    const sent = bulkRequests(page);
    await openList(page, sortedList);
    await select(page, 'Foxtrot notice').click();
    await select(page, 'Golf notice').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 announcements?' });
    await dialog.getByText('They are removed for good: this cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await stored('Foxtrot notice'), 'kept after the cancel');
    assert.ok(await stored('Golf notice'));
    assert.deepEqual(sent, [], 'nothing sent');
    await selectedCount(page, 2);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted 2 announcements.').waitFor();
    assert.equal(await stored('Foxtrot notice'), undefined, 'gone');
    assert.equal(await stored('Golf notice'), undefined);
    assert.equal(await stored('Echo notice') !== undefined, true, 'the others are kept');
    assert.deepEqual(sent, [`DELETE /api/announcements?where[id][in]=${id('Foxtrot notice')},${id('Golf notice')}`]);
    await page.getByRole('link', { name: 'Golf notice' }).waitFor({ state: 'detached' });
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('offers no publish for campaigns that follow their commerce product, and keeps it for the editor\'s own', async () => {
    const synced = await t.app.inject({ method: 'POST', url: '/api/preorder-products', headers: admin, payload: { title: 'Synced Kit', backendId: 'prod_synced' } });
    assert.equal(synced.statusCode, 201, synced.body);
    const own = await t.app.inject({ method: 'POST', url: '/api/preorder-products', headers: admin, payload: { title: 'Own Kit' } });
    assert.equal(own.statusCode, 201, own.body);
    const page = await signIn();
    await openList(page, '#/preorder-products');
    await select(page, 'Synced Kit').click();
    await page.getByText('1 preorder campaign follows its commerce product: publish or unpublish it there.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Publish', exact: true }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Unpublish', exact: true }).count(), 0);
    await select(page, 'Synced Kit').click();
    await select(page, 'Own Kit').click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish 1 preorder campaign?' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published 1 preorder campaign: the shop shows them now.').waitFor();
    const read = async (doc: string) => (await t.app.inject({ url: `/api/preorder-products/${doc}?draft=true&depth=0`, headers: admin })).json()._status;
    assert.equal(await read(own.json().doc.id), 'published');
    assert.equal(await read(synced.json().doc.id), 'draft', 'the synced one is left to its product');
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('shows a viewer the list without checkboxes or bulk actions', async () => {
    const page = await signIn('vi@shop.example');
    await openList(page, sortedList);
    await page.getByRole('link', { name: 'Alpha notice' }).waitFor();
    assert.equal(await page.getByRole('checkbox').count(), 0);
    for (const name of ['Publish', 'Unpublish', 'Delete']) assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.deepEqual(await seriousViolations(page), []);
    await page.context().close();
  });

  it('is axe-clean and fits 390 px with a selection and its confirmation', async () => {
    const page = await signIn('ed@shop.example', 390);
    await openList(page, sortedList);
    await select(page, 'Alpha notice').click();
    await selectedCount(page, 1);
    assert.deepEqual(await seriousViolations(page), []);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in a ${innerWidth} px window`);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-bulk-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete 1 announcement?' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert.ok(await stored('Alpha notice'));
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });
});
