import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { browserMissing as missing, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

// Issue 36, point 7: the audit screen, confirmations before what cannot be undone, dark mode, named Add
// buttons, a skip link one can see; at 1280 and 390 px.

const PASSWORD = 'a long enough password';
const ADMIN_KEY = 'editor-safety-admin-key';
const ADMIN = { authorization: `Bearer ${ADMIN_KEY}` };
const WIDTHS = [1280, 390] as const;

/** WCAG's contrast ratio of two computed CSS colours (`rgb(…)` / `rgba(…)`, opaque). */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the admin app keeps editors safe: audit screen, confirmations, dark mode, names, skip link', { skip: missing }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let adminId: string;
  let edId: string;

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'protected', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', WEBHOOK_BLOCKED_ADDRESSES: 'none' });
    const cli = { kind: 'cli', role: 'admin' } as const;
    adminId = String((await createUser(t.context, cli, { email: 'admin@shop.example', role: 'admin', password: PASSWORD })).id);
    edId = String((await createUser(t.context, cli, { email: 'ed@shop.example', role: 'editor', password: PASSWORD })).id);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const signIn = (email: string, width = 1280): Promise<Page> => signInAt(browser, base, email, PASSWORD, { width });
  const get = async (url: string, headers: Record<string, string> = ADMIN) => {
    const response = await t.app.inject({ url, headers });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
  };
  /** An editor's session, through the API: the audit trail names them. */
  async function editorToken(): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ed@shop.example', password: PASSWORD } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().token;
  }
  async function makeKey(user: string, name: string): Promise<{ id: string; key: string }> {
    const made = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: ADMIN, payload: { name, user } });
    assert.equal(made.statusCode, 201, made.body);
    return { id: made.json().doc.id, key: made.json().key };
  }
  const keyWorks = async (key: string) => (await t.app.inject({ url: '/api/schema', headers: { authorization: `Bearer ${key}` } })).statusCode === 200;

  it('filters the audit trail by person, collection, record and time, page by page, with the values before and after', async () => {
    const ed = { authorization: `Bearer ${await editorToken()}` };
    const announcement = await createDoc(t.app, 'announcements', { title: 'Doors open' }, ed);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/announcements/${announcement.id}`, headers: ed, payload: { title: 'Doors open at nine' } });
    assert.equal(patched.statusCode, 200, patched.body);
    await createDoc(t.app, 'announcements', { title: 'Raffle' }, ed);
    // More entries than a page of the screen (25), by the admin key.
    for (let index = 0; index < 27; index += 1) await createDoc(t.app, 'articles', { title: `Note ${index}` }, ADMIN);
    const everything = (await get('/api/audit?limit=1')).body.totalDocs as number;
    const byEd = (await get(`/api/audit?actor=${edId}&limit=1`)).body.totalDocs as number;
    const edsAnnouncements = (await get(`/api/audit?actor=${edId}&collection=announcements&limit=1`)).body.totalDocs as number;
    assert.ok(everything > 25 && edsAnnouncements === 3 && byEd >= 3, `${everything} entries, ${byEd} by ed`);

    for (const width of WIDTHS) {
      const page = await signIn('admin@shop.example', width);
      if (width === 1280) await page.getByRole('menuitem', { name: 'Audit trail' }).click();
      else await page.goto(`${base}/admin/#/audit`);
      const count = page.getByTestId('audit-count');
      const entries = page.getByRole('list', { name: 'Audit entries' }).getByTestId('audit-entry');
      await count.getByText(`${everything} entries, page 1 of ${Math.ceil(everything / 25)}`).waitFor();
      assert.equal(await entries.count(), 25);
      assert.deepEqual(await seriousViolations(page), [], `audit screen at ${width} px`);

      // Older entries: page 2, in the address too.
      await page.getByRole('button', { name: 'Older entries' }).click();
      await count.getByText(`page 2 of ${Math.ceil(everything / 25)}`).waitFor();
      assert.match(page.url(), /[?&]page=2/);
      assert.equal(await entries.count(), Math.min(25, everything - 25));

      // Person: the editor's entries only, as the API counts them; a new filter starts at page 1.
      const filters = page.getByRole('search', { name: 'Filter the audit trail' });
      await filters.getByRole('combobox', { name: 'Person' }).click();
      await page.getByRole('option', { name: 'ed@shop.example' }).click();
      await count.getByText(`${byEd} entries, page 1 of 1`).waitFor();
      assert.match(page.url(), new RegExp(`[?&]actor=${edId}`));
      assert.doesNotMatch(page.url(), /page=2/);
      for (const text of await entries.allInnerTexts()) assert.match(text, /by ed@shop\.example/);

      // Collection and record: the announcement's two entries, its title before and after.
      await filters.getByRole('combobox', { name: 'Collection' }).click();
      await page.getByRole('option', { name: 'Announcements' }).click();
      await count.getByText('3 entries, page 1 of 1').waitFor();
      await filters.getByLabel('Record id').fill(announcement.id);
      await filters.getByLabel('Record id').press('Enter');
      await count.getByText('2 entries, page 1 of 1').waitFor();
      const update = entries.filter({ hasText: /^update/ });
      assert.equal(await update.locator('del').innerText(), 'Doors open');
      assert.equal(await update.locator('ins').innerText(), 'Doors open at nine');
      assert.match(await update.innerText(), /title\s+before\s+Doors open\s+after\s+Doors open at nine/);
      // The entry links its record.
      assert.equal(await update.getByRole('link', { name: announcement.id }).getAttribute('href'), `#/announcements/${announcement.id}`);
      assert.deepEqual(await seriousViolations(page), [], `filtered audit screen at ${width} px`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${width === 390 ? '390-' : ''}audit-trail.png`), fullPage: true });

      // Time: from a minute ahead nothing matches; an hour back to an hour ahead, the two again.
      const local = (offsetMinutes: number) => {
        const at = new Date(Date.now() + offsetMinutes * 60_000);
        return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      };
      await filters.getByLabel('From').fill(local(2));
      await count.getByText('No entries match these filters.').waitFor();
      await filters.getByLabel('From').fill(local(-60));
      await filters.getByLabel('To').fill(local(60));
      await count.getByText('2 entries, page 1 of 1').waitFor();
      const address = new URL(page.url().replace('#/', '')).searchParams;
      assert.ok(address.get('from') && address.get('to'), page.url());

      // The address keeps the view: reloaded, the same filters and entries.
      await page.reload();
      await count.getByText('2 entries, page 1 of 1').waitFor();
      assert.equal(await page.getByRole('search', { name: 'Filter the audit trail' }).getByLabel('Record id').inputValue(), announcement.id);
      await page.getByRole('button', { name: 'Clear the filters' }).click();
      await count.getByText(`${everything} entries, page 1`).waitFor();
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    }

    // An editor is offered no audit trail, and the API refuses them anyway.
    const page = await signIn('ed@shop.example');
    await page.getByRole('menuitem', { name: 'My API keys' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Audit trail' }).count(), 0);
    await page.goto(`${base}/admin/#/audit`);
    await page.getByText('Only admins read the audit trail.').waitFor();
    assert.equal(await page.getByTestId('audit-entry').count(), 0);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    assert.equal((await fetch(`${base}/api/audit?actor=${edId}`, { headers: { cookie } })).status, 403);
    await page.context().close();
  });

  it('asks before revoking a key: cancelled, the key still works; confirmed, it is revoked (own keys and every user\'s)', async () => {
    for (const width of WIDTHS) {
      const mine = await makeKey(adminId, `deploy script ${width}`);
      const eds = await makeKey(edId, `ed build ${width}`);
      const page = await signIn('admin@shop.example', width);

      await page.goto(`${base}/admin/#/my-keys`);
      await page.getByRole('button', { name: `Revoke deploy script ${width}` }).click();
      let dialog = page.getByRole('dialog', { name: `Revoke the key "deploy script ${width}"?` });
      await dialog.getByText(/stops working at once/).waitFor();
      assert.deepEqual(await seriousViolations(page), [], `revoke confirmation at ${width} px`);
      await dialog.getByRole('button', { name: 'Keep the key' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await keyWorks(mine.key), true, 'cancelled: the key still works');
      assert.ok((await get(`/api/api-keys?user=${adminId}`)).body.docs.some((doc: { id: string }) => doc.id === mine.id));
      await page.getByRole('button', { name: `Revoke deploy script ${width}` }).click();
      await page.getByRole('dialog', { name: `Revoke the key "deploy script ${width}"?` }).getByRole('button', { name: 'Revoke the key' }).click();
      await page.getByText(`Key "deploy script ${width}" revoked`).waitFor();
      assert.equal(await keyWorks(mine.key), false, 'confirmed: revoked');
      await page.getByRole('button', { name: `Revoke deploy script ${width}` }).waitFor({ state: 'detached' });

      await page.goto(`${base}/admin/#/api-keys`);
      const revokeEds = page.getByRole('button', { name: `Revoke ed build ${width} of ed@shop.example` });
      await revokeEds.click();
      dialog = page.getByRole('dialog', { name: `Revoke the key "ed build ${width}" of ed@shop.example?` });
      await dialog.getByRole('button', { name: 'Keep the key' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await keyWorks(eds.key), true, 'cancelled: another user\'s key still works');
      await revokeEds.click();
      await dialog.getByRole('button', { name: 'Revoke the key' }).click();
      await page.getByText(`Key "ed build ${width}" of ed@shop.example revoked`).waitFor();
      assert.equal(await keyWorks(eds.key), false);
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    }
  });

  it('asks before deleting a user, a record or a webhook endpoint: cancelled, nothing is deleted', async () => {
    for (const width of WIDTHS) {
      const user = await t.app.inject({ method: 'POST', url: '/api/users', headers: ADMIN, payload: { email: `temp-${width}@shop.example`, password: PASSWORD, roles: ['viewer'] } });
      assert.equal(user.statusCode, 201, user.body);
      const userId = user.json().doc.id as string;
      const endpoint = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: { url: `http://127.0.0.1:9/hook-${width}`, events: ['sync.completed'] } });
      assert.equal(endpoint.statusCode, 201, endpoint.body);
      const page = await signIn('admin@shop.example', width);

      // A user (and any record: the same Delete button of every edit page).
      await page.goto(`${base}/admin/#/users/${userId}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      let dialog = page.getByRole('dialog', { name: 'Delete this user?' });
      await dialog.getByText('It is removed for good: this cannot be undone.').waitFor();
      assert.deepEqual(await seriousViolations(page), [], `delete confirmation at ${width} px`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await get(`/api/users/${userId}`)).status, 200, 'cancelled: the user is still there');
      await page.getByRole('button', { name: 'Delete' }).click();
      // The confirming button is named after the action, as the list's bulk delete's is.
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Element deleted').waitFor();
      assert.equal((await get(`/api/users/${userId}`)).status, 404, 'confirmed: deleted');

      // A webhook endpoint.
      await page.goto(`${base}/admin/#/webhooks`);
      const url = `http://127.0.0.1:9/hook-${width}`;
      await page.getByRole('button', { name: `Delete ${url}` }).click();
      dialog = page.getByRole('dialog', { name: 'Delete the endpoint?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      const left = (await get('/api/webhooks')).body.docs as { url: string }[];
      assert.ok(left.some((doc) => doc.url === url), 'cancelled: the endpoint is still there');
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.json().doc.id}`, headers: ADMIN });
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    }
  });

  it('follows the system into dark mode, with no serious axe finding on the main screens', async () => {
    const announcement = await createDoc(t.app, 'announcements', { title: 'Night shift' }, ADMIN);
    for (const width of WIDTHS) {
      const page = await signIn('admin@shop.example', width);
      const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.RaLayout-content') ?? document.body).backgroundColor);
      const light = await background();
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction((before) => getComputedStyle(document.querySelector('.RaLayout-content') ?? document.body).backgroundColor !== before, light);
      assert.ok(contrast(await background(), 'rgb(0, 0, 0)') < 1.5, `a dark page: ${await background()}`);
      const screens = [
        { name: 'dashboard', hash: '#/', ready: () => page.getByRole('heading', { name: 'Records' }).waitFor() },
        { name: 'list', hash: '#/announcements', ready: () => page.getByRole('link', { name: 'Night shift' }).waitFor() },
        { name: 'record', hash: `#/announcements/${announcement.id}`, ready: () => page.getByRole('region', { name: 'History' }).waitFor() },
        { name: 'slides', hash: '#/globals/hero-slider', ready: () => page.getByRole('button', { name: 'Add slide' }).waitFor() },
        { name: 'audit', hash: '#/audit', ready: () => page.getByTestId('audit-entry').first().waitFor() },
        { name: 'keys', hash: '#/api-keys', ready: () => page.getByText(/No API keys|API keys of every user/).first().waitFor() },
        { name: 'webhooks', hash: '#/webhooks', ready: () => page.getByRole('form', { name: 'Add a webhook endpoint' }).getByRole('checkbox').first().waitFor() },
      ];
      for (const screen of screens) {
        await page.goto(`${base}/admin/${screen.hash}`);
        await screen.ready();
        assert.deepEqual(await seriousViolations(page), [], `${screen.name} in dark mode at ${width} px`);
      }
      await page.goto(`${base}/admin/#/audit`);
      await page.getByTestId('audit-entry').first().waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, `${width === 390 ? '390-' : ''}dark-audit-trail.png`), fullPage: true });
      // Back to light when the system is.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction((before) => getComputedStyle(document.querySelector('.RaLayout-content') ?? document.body).backgroundColor === before, light);
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    }
  });

  it('shows the skip link when it has the focus, in both modes, and it takes the keyboard to the main content first', async () => {
    for (const width of WIDTHS) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await signIn('admin@shop.example', width);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${base}/admin/#/announcements`);
        await page.locator('#main-content').waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('Tab');
        const skip = page.getByRole('button', { name: 'Skip to content' });
        assert.equal(await skip.evaluate((element) => element === document.activeElement), true, 'the first Tab reaches the skip link');
        // Visible: on screen, and its text readable against its own background.
        await page.waitForFunction(() => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
        });
        const colours = await skip.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
        assert.ok(contrast(colours.color, colours.background) >= 4.5, `${scheme} at ${width} px: ${colours.color} on ${colours.background}`);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${width === 390 ? '390-' : ''}skip-link-${scheme}.png`) });
        // Enter, then Tab: the next stop is inside the main content, not the app bar or the menu.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest('#main-content')), true,
          `after the skip link: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
        await page.context().close();
      }
    }
  });

  it('names every array\'s Add button for what it adds', async () => {
    const campaign = await createDoc(t.app, 'preorder-products', { title: 'Desk Kit' }, ADMIN);
    for (const width of WIDTHS) {
      const page = await signIn('admin@shop.example', width);
      const screens: [string, string[]][] = [
        ['#/globals/hero-slider', ['Add slide']],
        ['#/globals/product-recommendations', ['Add list']],
        ['#/users/create', ['Add role']],
      ];
      for (const [hash, names] of screens) {
        await page.goto(`${base}/admin/${hash}`);
        for (const name of names) await page.getByRole('button', { name, exact: true }).first().waitFor();
        assert.equal(await page.getByRole('button', { name: 'Add', exact: true }).count(), 0, `${hash}: no button is only "Add"`);
      }
      // A campaign's arrays (variants, images…, however the form groups them): each Add says what.
      await page.goto(`${base}/admin/#/preorder-products/${campaign.id}`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      const adds = await page.getByRole('button', { name: /^Add\b/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
      assert.ok(adds.length > 0 && adds.every((name) => /^Add \w+/.test(name)), adds.join(', '));
      // A list's own products array, once a list is added.
      await page.goto(`${base}/admin/#/globals/product-recommendations`);
      await page.getByRole('button', { name: 'Add list', exact: true }).click();
      await page.getByRole('button', { name: 'Add product', exact: true }).waitFor();
      assert.deepEqual(await seriousViolations(page), [], `arrays at ${width} px`);
      await page.context().close();
    }
  });
});
