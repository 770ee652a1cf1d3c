import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { browserMissing as missing, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

const PASSWORD = 'a long enough password';
const ADMIN_KEY = 'webhooks-page-admin-key';
const ADMIN = { authorization: `Bearer ${ADMIN_KEY}` };

interface EndpointDoc { id: string; url: string; events: string[]; enabled: boolean; disabledReason: string | null; failingSince: string | null; description: string | null }
interface DeliveryDoc { id: number; eventId: string; eventType: string; status: string; attempts: number }

describe('the admin app\'s Webhooks page in a real browser', { skip: missing }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, WEBHOOK_BLOCKED_ADDRESSES: 'none', WEBHOOK_POLL_MS: '50', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' }, { workers: true });
    const cli = { kind: 'cli', role: 'admin' } as const;
    await createUser(t.context, cli, { email: 'admin@shop.example', role: 'admin', password: PASSWORD });
    await createUser(t.context, cli, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });
  // The test app's clock stands still; the receiver checks signature timestamps against the real time.
  beforeEach(() => {
    t.clock.now = new Date();
  });

  const signIn = (email: string, { width = 1280, at = base } = {}): Promise<Page> => signInAt(browser, at, email, PASSWORD, { width });


  async function endpoints(): Promise<EndpointDoc[]> {
    const response = await t.app.inject({ url: '/api/webhooks', headers: ADMIN });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().docs;
  }

  /**
   * An endpoint as the API has it once one satisfies `check` (polled, 10 s at most): a step that changes the
   * endpoint from the page is checked on the server first, so a failure says which side did not follow.
   */
  async function endpointOnceItIs(check: (endpoint: EndpointDoc) => boolean, what: string): Promise<EndpointDoc> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const all = await endpoints();
      const endpoint = all.find(check);
      if (endpoint) return endpoint;
      assert.ok(Date.now() < deadline, `the API never showed the endpoint ${what}: ${JSON.stringify(all)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function deliveries(id: string): Promise<DeliveryDoc[]> {
    const response = await t.app.inject({ url: `/api/webhooks/${id}/deliveries?limit=200`, headers: ADMIN });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().docs;
  }

  /** The secret the page shows once. */
  async function shownSecret(page: Page): Promise<string> {
    const alert = page.getByTestId('webhook-secret');
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, /copy it now, it is not shown again/);
    return /whsec_\S+/.exec(text)![0];
  }

  async function deleteEveryEndpoint() {
    for (const endpoint of await endpoints()) await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}`, headers: ADMIN });
  }

  it('adds an endpoint, shows its signed deliveries with their attempts, redelivers, disables, rotates the secret, pages the log and deletes', async () => {
    const receiver = await startReceiver();
    try {
      const page = await signIn('admin@shop.example');
      await page.getByRole('menuitem', { name: 'Webhooks' }).click();
      await page.waitForURL(`${base}/admin/#/webhooks`);
      const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
      // One checkbox per event type the service offers.
      const types = (await (await t.app.inject({ url: '/api/webhooks/event-types', headers: ADMIN })).json()).docs as string[];
      assert.ok(types.includes('content.changed'), types.join());
      for (const type of types) await form.getByRole('checkbox', { name: type, exact: true }).waitFor();
      await page.getByText('No webhook endpoints yet.').waitFor();

      await form.getByLabel('URL').fill(receiver.url);
      await form.getByRole('checkbox', { name: 'content.changed', exact: true }).check();
      await form.getByLabel('Description').fill('rebuild the shop pages');
      assert.deepEqual(await seriousViolations(page), []);
      await form.getByRole('button', { name: 'Add the endpoint' }).click();
      const secret = await shownSecret(page);

      const [endpoint] = await endpoints();
      assert.deepEqual([endpoint!.url, endpoint!.events, endpoint!.enabled, endpoint!.description], [receiver.url, ['content.changed'], true, 'rebuild the shop pages']);
      const table = page.getByRole('table', { name: 'Webhook endpoints' });
      const row = table.getByRole('row').filter({ hasText: receiver.url });
      await row.getByText('content.changed').waitFor();
      assert.equal(await row.getByRole('switch', { name: `Enabled: ${receiver.url}` }).isChecked(), true);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'webhooks.png'), fullPage: true });

      // A change through the API: the receiver gets it, signed with the secret the page showed.
      const announcement = await createDoc(t.app, 'announcements', { title: 'Doors open' }, ADMIN);
      const [first] = await receiver.waitFor(1);
      const body = receiver.verify(first!, secret);
      assert.equal(body.type, 'content.changed');
      assert.deepEqual(body.data, { collection: 'announcements', id: announcement.id, operation: 'create' });
      const eventId = String(first!.headers['webhook-id']);

      await row.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
      const log = page.getByRole('region', { name: `Delivery log of ${receiver.url}` });
      const [delivery] = await deliveries(endpoint!.id);
      assert.equal(delivery!.eventId, eventId);
      const deliveryRow = log.getByTestId(`delivery-row-${delivery!.id}`);
      // Pending until the worker wrote the answer down: the open log reads itself again meanwhile.
      await deliveryRow.getByText(/^delivered/).waitFor();
      assert.match(await deliveryRow.innerText(), new RegExp(`content\\.changed\\s+${eventId}`));
      const attempts = log.getByRole('table', { name: `Attempts of delivery ${delivery!.id}` });
      assert.equal(await attempts.locator('tbody tr').count(), 1);
      assert.match(await attempts.locator('tbody tr').first().innerText(), /200\s+\d+ ms\s+ok/);
      assert.deepEqual(await seriousViolations(page), []);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'webhooks-deliveries.png'), fullPage: true });

      // Redeliver from the page: the same message (webhook-id) again, still signed with that secret.
      await deliveryRow.getByRole('button', { name: `Redeliver content.changed delivery ${delivery!.id}` }).click();
      await page.getByText(`Delivery ${delivery!.id} queued.`).waitFor();
      const [, again] = await receiver.waitFor(2);
      assert.equal(again!.headers['webhook-id'], eventId);
      assert.deepEqual(receiver.verify(again!, secret).data, body.data);
      await attempts.locator('tbody tr').nth(1).waitFor();
      await deliveryRow.getByText(/^delivered/).waitFor();
      assert.equal(await attempts.locator('tbody tr').count(), 2);

      // Disable: the API says so, with why; nothing is sent while it is.
      await row.getByRole('switch', { name: `Enabled: ${receiver.url}` }).click();
      const disabled = await endpointOnceItIs((endpoint) => !endpoint.enabled, 'disabled');
      assert.equal(disabled.disabledReason, 'disabled by an admin');
      // The page shows the endpoint the change answered, whatever a list read started before it says.
      await row.getByText('Disabled: disabled by an admin').waitFor();
      assert.equal(await row.getByRole('switch', { name: `Enabled: ${receiver.url}` }).isChecked(), false);
      await createDoc(t.app, 'announcements', { title: 'While disabled' }, ADMIN);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.received.length, 2, 'a disabled endpoint gets nothing');

      // Rotate the secret behind a confirmation; enabled again, the waiting delivery goes out signed with the new one.
      await row.getByRole('button', { name: `Rotate the secret of ${receiver.url}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await dialog.getByRole('button', { name: 'Rotate the secret' }).click();
      await page.waitForFunction((old) => {
        const text = document.querySelector('[data-testid="webhook-secret"]')?.textContent ?? '';
        return /whsec_/.test(text) && !text.includes(old);
      }, secret);
      const rotated = await shownSecret(page);
      assert.notEqual(rotated, secret);
      await row.getByRole('switch', { name: `Enabled: ${receiver.url}` }).click();
      await row.getByText('Enabled', { exact: true }).waitFor();
      assert.equal((await endpoints())[0]!.enabled, true);
      const [, , third] = await receiver.waitFor(3);
      assert.equal(receiver.verify(third!, rotated).type, 'content.changed');
      // For 24 hours the old secret signs beside the new one, so receivers can switch without losing events.
      assert.equal(receiver.verify(third!, secret).type, 'content.changed', 'the old secret still signs during the overlap');

      // More deliveries than a page of the log: "Load more" reads the older ones.
      for (let index = 0; index < 20; index += 1) await createDoc(t.app, 'announcements', { title: `News ${index}` }, ADMIN);
      await receiver.waitFor(23);
      const all = await deliveries(endpoint!.id);
      assert.equal(all.length, 22);
      await log.getByRole('button', { name: 'Refresh' }).click();
      await log.getByTestId(`delivery-row-${all[0]!.id}`).waitFor();
      const rows = log.locator('[data-testid^="delivery-row-"]');
      assert.equal(await rows.count(), 20);
      await log.getByRole('button', { name: 'Load more' }).click();
      await log.getByTestId(`delivery-row-${delivery!.id}`).waitFor();
      const shownIds = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-testid')!.replace('delivery-row-', ''))));
      assert.deepEqual(shownIds, all.map((doc) => doc.id), 'every delivery once, newest first');
      assert.equal(await log.getByRole('button', { name: 'Load more' }).count(), 0);

      // Delete behind a confirmation.
      await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await page.getByRole('dialog', { name: 'Delete the endpoint?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No webhook endpoints yet.').waitFor();
      assert.deepEqual(await endpoints(), []);
      assert.equal(await log.count(), 0, 'the deleted endpoint\'s log is closed');
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    } finally {
      await receiver.close();
      await deleteEveryEndpoint();
    }
  });

  it('shows the server\'s refusals on their fields: no event chosen, a URL that is not http(s); nothing is registered', async () => {
    const page = await signIn('admin@shop.example');
    await page.goto(`${base}/admin/#/webhooks`);
    const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByRole('checkbox', { name: 'content.changed', exact: true }).waitFor();
    const events = form.getByRole('group', { name: 'Events' });
    const urlField = form.locator('.MuiFormControl-root', { has: page.getByLabel('URL') });

    await form.getByLabel('URL').fill('https://hooks.shop.example/storefront');
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    await events.locator('.MuiFormHelperText-root.Mui-error').waitFor();
    assert.match(await events.innerText(), /fewer than 1 item/);
    assert.equal(await urlField.locator('.Mui-error').count(), 0, 'the URL was not the problem');

    await form.getByRole('checkbox', { name: 'sync.completed', exact: true }).check();
    await form.getByLabel('URL').fill('ftp://hooks.shop.example/storefront');
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    await urlField.locator('.MuiFormHelperText-root.Mui-error').waitFor();
    assert.match(await urlField.innerText(), /must use http or https, not ftp:/);
    assert.equal(await events.locator('.Mui-error').count(), 0, 'the events are fine now');
    assert.equal(await page.getByTestId('webhook-secret').count(), 0);
    assert.deepEqual(await endpoints(), []);
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'webhooks-errors.png'), fullPage: true });
    await page.context().close();
  });

  it('shows a blocked range on the URL field when the service keeps webhooks out of private addresses (the default)', async () => {
    const guarded = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    try {
      await createUser(guarded.context, { kind: 'cli', role: 'admin' }, { email: 'admin@shop.example', role: 'admin', password: PASSWORD });
      const at = await guarded.app.listen({ port: 0, host: '127.0.0.1' });
      const page = await signIn('admin@shop.example', { at });
      await page.goto(`${at}/admin/#/webhooks`);
      const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
      await form.getByLabel('URL').fill('http://10.0.0.1/x');
      await form.getByRole('checkbox', { name: 'content.changed', exact: true }).check();
      await form.getByRole('button', { name: 'Add the endpoint' }).click();
      const urlField = form.locator('.MuiFormControl-root', { has: page.getByLabel('URL') });
      await urlField.locator('.MuiFormHelperText-root.Mui-error').waitFor();
      assert.match(await urlField.innerText(), /10\.0\.0\.1 is in the blocked range/);
      assert.equal((await guarded.app.inject({ url: '/api/webhooks', headers: ADMIN })).json().docs.length, 0);
      await page.context().close();
    } finally {
      await guarded.close();
    }
  });

  it('is usable 390 px wide with an endpoint failing, then disabled: "failing since" and the reason shown, no horizontal scroll', async () => {
    const receiver = await startReceiver([500]);
    try {
      const created = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: { url: receiver.url, events: ['content.changed', 'sync.completed'] } });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = created.json().doc;
      await createDoc(t.app, 'announcements', { title: 'Refused by the receiver' }, ADMIN);
      await receiver.waitFor(1);
      // The retry is due 5 s later on the app's clock, which stands still here: one failed attempt stays.
      const deadline = Date.now() + 5000;
      while (!(await endpoints())[0]!.failingSince) {
        assert.ok(Date.now() < deadline, 'the failed attempt is written down');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const page = await signIn('admin@shop.example', { width: 390 });
      await page.goto(`${base}/admin/#/webhooks`);
      const state = page.getByTestId('endpoint-state');
      await state.getByText(/^failing since /).waitFor();
      assert.match(await state.innerText(), /^Enabled/);
      await state.getByRole('switch', { name: `Enabled: ${receiver.url}` }).click();
      await endpointOnceItIs((endpoint) => !endpoint.enabled, 'disabled');
      await state.getByText('Disabled: disabled by an admin').waitFor();
      await state.getByText(/^failing since /).waitFor();
      assert.equal((await endpoints())[0]!.enabled, false);

      await page.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
      const log = page.getByRole('region', { name: `Delivery log of ${receiver.url}` });
      const [delivery] = await deliveries(id);
      const row = log.getByTestId(`delivery-row-${delivery!.id}`);
      await row.getByText(/^pending, next attempt at /).waitFor();
      assert.match(await row.innerText(), /500/);
      assert.match(await log.getByRole('table', { name: `Attempts of delivery ${delivery!.id}` }).innerText(), /500\s+\d+ ms\s+failing on purpose \(500\)/);
      assert.deepEqual(await seriousViolations(page), []);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
      assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in a ${innerWidth} px window`);
      await page.screenshot({ path: path.join(SCREENSHOTS, '390-webhooks.png'), fullPage: true });
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    } finally {
      await receiver.close();
      await deleteEveryEndpoint();
    }
  });

  // Issue 36, point 8: the page showed an endpoint's new state only through a list read after the change,
  // applied whichever read answered last and dropped a failed one without a word.
  it('shows a change from its own answer: a list read from before it answering after, or one failing, does not undo it', async () => {
    const add = async (url: string) => {
      const created = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: { url, events: ['sync.completed'] } });
      assert.equal(created.statusCode, 201, created.body);
    };
    const first = 'http://127.0.0.1:9/first';
    const second = 'http://127.0.0.1:9/second';
    await add(first);
    try {
      const page = await signIn('admin@shop.example');
      await page.goto(`${base}/admin/#/webhooks`);
      const table = page.getByRole('table', { name: 'Webhook endpoints' });
      const rowOf = (url: string) => table.getByRole('row').filter({ hasText: url });
      await rowOf(first).getByText('Enabled', { exact: true }).waitFor();

      // A list read that starts before the change (here: the one after adding an endpoint) and answers after it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => { release = resolve; });
      let held: Promise<void> | undefined;
      let fetched!: () => void;
      const readBeforeTheChange = new Promise<void>((resolve) => { fetched = resolve; });
      await page.route('**/api/webhooks', (route) => {
        if (route.request().method() !== 'GET' || held) return route.continue();
        held = (async () => {
          const response = await route.fetch();
          fetched();
          await released;
          await route.fulfill({ response });
        })();
        return held;
      });
      const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
      await form.getByLabel('URL').fill(second);
      await form.getByRole('checkbox', { name: 'sync.completed', exact: true }).check();
      await form.getByRole('button', { name: 'Add the endpoint' }).click();
      await readBeforeTheChange;
      await rowOf(first).getByRole('switch', { name: `Enabled: ${first}` }).click();
      await endpointOnceItIs((endpoint) => endpoint.url === first && !endpoint.enabled, 'disabled');
      await rowOf(first).getByText('Disabled: disabled by an admin').waitFor();
      await rowOf(second).waitFor();
      release();
      await held;
      // Something shown later without reading the list (the other endpoint's log) comes after the held answer was read.
      await rowOf(second).getByRole('button', { name: `Deliveries of ${second}` }).click();
      await page.getByRole('region', { name: `Delivery log of ${second}` }).getByText('No deliveries yet.').waitFor();
      assert.equal(await rowOf(first).getByText('Disabled: disabled by an admin').count(), 1, 'the read from before the change did not put it back');

      // The list cannot be read after a change: the change shows anyway, and the page says the list may be out of date.
      await page.route('**/api/webhooks', (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
      await rowOf(first).getByRole('switch', { name: `Enabled: ${first}` }).click();
      await rowOf(first).getByText('Enabled', { exact: true }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'The endpoints could not be read' }).waitFor();
      assert.equal((await endpoints()).find((endpoint) => endpoint.url === first)!.enabled, true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Read again' }).click();
      await page.getByRole('alert').filter({ hasText: 'The endpoints could not be read' }).waitFor({ state: 'detached' });
      await page.context().close();
    } finally {
      await deleteEveryEndpoint();
    }
  });

  it('offers an editor no Webhooks menu item, and the API refuses them anyway', async () => {
    const page = await signIn('ed@shop.example');
    await page.getByRole('menuitem', { name: 'My API keys' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Webhooks' }).count(), 0);
    await page.goto(`${base}/admin/#/webhooks`);
    await page.getByText('Only admins manage webhooks.').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Add a webhook endpoint' }).count(), 0);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    assert.equal((await fetch(`${base}/api/webhooks`, { headers: { cookie } })).status, 403);
    await page.context().close();
  });
});
