import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { createUser } from '../../src/accounts/manage-users.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/images.js';
import { browserMissing as missing, launchChromium, pageProblems as problems, SCREENSHOTS, seriousViolations, signIn as signInAt } from '../helpers/admin-browser.js';

// The media library of the admin app: upload (dropped, or chosen, with alt text), thumbnails in a grid,
// search, and the pickers that show the images they pick.

const PASSWORD = 'a long enough password';
const ADMIN = { authorization: 'Bearer media-library-admin-key' };

interface Media { id: string; url: string; alt: string; sizes: { thumbnail?: { url: string; width: number } } }

describe('the admin app\'s media library in a real browser', { skip: missing }, () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let campaignId: string;
  let articleId: string;

  before(async () => {
    t = await startTestApp({
      ACCESS_MODE: 'protected', ADMIN_API_KEY: 'media-library-admin-key', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'media-library-')),
    });
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'ed@shop.example', role: 'editor', password: PASSWORD });
    // Made in the service, not synced: every field of it is the editor's, its images included.
    campaignId = (await createDoc(t.app, 'preorder-products', { title: 'Harbour Lamp' }, ADMIN)).id;
    articleId = (await createDoc(t.app, 'articles', { title: 'Lamps we love' }, ADMIN)).id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const signIn = (width = 1280): Promise<Page> => signInAt(browser, base, 'ed@shop.example', PASSWORD, { width, reportCspViolations: true });
  const findMedia = async (alt: string): Promise<Media> => {
    // Read on the browser's address: media URLs in answers are absolute on the address of the read.
    const answer = await fetch(`${base}/api/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`, { headers: ADMIN });
    return (await answer.json()).docs[0];
  };
  /** The grid's tile of an image, by its alt text. */
  const tile = (within: Page | Locator, name: string) => within.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: name });

  /** Drops a file on the upload zone as a browser does: a drop event carrying it in its DataTransfer. */
  async function dropFile(page: Page, name: string, bytes: Buffer) {
    const dataTransfer = await page.evaluateHandle(({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: 'image/png' }));
      return transfer;
    }, { name, data: [...bytes] });
    const zone = page.getByTestId('media-drop-zone').first();
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
  }

  it('uploads a dropped image with its alt text and shows its thumbnail in the grid; a chosen file too; search finds each', async () => {
    const page = await signIn();
    await page.goto(`${base}/admin/#/media`);
    await page.getByRole('heading', { name: 'Upload an image' }).waitFor();
    await dropFile(page, 'lighthouse.png', pngBytes(1200, 800));
    await page.getByTestId('chosen-file').getByText('lighthouse.png').waitFor();
    // Asked for the alt text: no upload without it (or the decorative box).
    assert.equal(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled(), true);
    await page.getByLabel('Alternative text').fill('Lighthouse at dusk');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const lighthouse = tile(page, 'Lighthouse at dusk');
    await lighthouse.waitFor();
    const stored = await findMedia('Lighthouse at dusk');
    assert.equal(stored.sizes.thumbnail?.width, 300);
    // The grid shows the 300 px thumbnail, not the 1200 px original, and it loaded.
    const image = lighthouse.locator('img');
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    assert.equal(await image.getAttribute('src'), stored.sizes.thumbnail!.url);
    assert.equal(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth), 300);

    await page.locator('input[type="file"]').first().setInputFiles({ name: 'harbour-map.png', mimeType: 'image/png', buffer: pngBytes(640, 640) });
    await page.getByLabel('Alternative text').fill('Map of the harbour');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await tile(page, 'Map of the harbour').waitFor();
    await page.getByText('2 images').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'media-library.png'), fullPage: true });

    // Search by alt text, then by file name; the search is in the address.
    const search = page.getByLabel('Search by alt text or file name');
    await search.fill('dusk');
    await page.getByText('1 image', { exact: true }).waitFor();
    assert.equal(await tile(page, 'Lighthouse at dusk').count(), 1);
    assert.equal(await tile(page, 'Map of the harbour').count(), 0);
    assert.match(page.url(), /[?&]q=dusk/);
    await search.fill('harbour-map');
    await tile(page, 'Map of the harbour').waitFor();
    await page.getByText('1 image', { exact: true }).waitFor();
    assert.equal(await tile(page, 'Lighthouse at dusk').count(), 0);
    await search.fill('nothing like this');
    await page.getByText('No image matches “nothing like this”.').waitFor();
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('opens an image\'s page from the grid: the image, and links to the original and each size', async () => {
    const page = await signIn();
    const media = await findMedia('Lighthouse at dusk');
    await page.goto(`${base}/admin/#/media`);
    await tile(page, 'Lighthouse at dusk').getByRole('link').click();
    await page.waitForURL(new RegExp(`#/media/${media.id}$`));
    const details = page.getByRole('region', { name: 'Image' });
    assert.equal(await details.getByTestId('media-details-image').getAttribute('src'), media.sizes.thumbnail!.url);
    assert.equal(await details.getByRole('link', { name: 'thumbnail' }).getAttribute('href'), media.sizes.thumbnail!.url);
    assert.equal(await details.getByRole('link', { name: 'Original' }).getAttribute('href'), media.url);
    await details.getByRole('link', { name: 'card' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  it('is usable 390 px wide: no horizontal scroll, axe clean', async () => {
    const page = await signIn(390);
    await page.goto(`${base}/admin/#/media`);
    await tile(page, 'Lighthouse at dusk').locator('img').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `${scrollWidth} px wide in a ${innerWidth} px window`);
    await page.screenshot({ path: path.join(SCREENSHOTS, '390-media-library.png'), fullPage: true });
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });

  for (const width of [1280, 390]) {
    it(`picks an image for a campaign's thumbnail from the library, and shows it there (${width} px)`, async () => {
      const page = await signIn(width);
      const alt = width === 1280 ? 'Lighthouse at dusk' : 'Map of the harbour';
      const media = await findMedia(alt);
      await page.goto(`${base}/admin/#/preorder-products/${campaignId}`);
      const picker = page.getByRole('group', { name: /^thumbnail$/i });
      await picker.getByRole('button', { name: /^(Choose|Change) image/ }).click();
      const dialog = page.getByRole('dialog', { name: /Choose an image/ });
      await dialog.getByLabel('Search by alt text or file name').fill(alt.split(' ').pop()!);
      await dialog.getByText('1 image', { exact: true }).waitFor();
      await tile(dialog, alt).locator('img').waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the picker dialog');
      await page.screenshot({ path: path.join(SCREENSHOTS, `${width === 1280 ? '' : '390-'}media-picker-dialog.png`) });
      await dialog.getByRole('button', { name: new RegExp(alt) }).click();
      await dialog.waitFor({ state: 'detached' });
      // The picker shows the picked image's thumbnail and name.
      const preview = picker.getByTestId('media-picker-preview');
      await picker.getByText(alt).waitFor();
      assert.equal(await preview.getAttribute('src'), media.sizes.thumbnail!.url);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Element updated').waitFor();
      const saved = (await t.app.inject({ url: `/api/preorder-products/${campaignId}?depth=0&draft=true`, headers: ADMIN })).json();
      assert.deepEqual(saved.thumbnail, { relationTo: 'media', value: media.id });
      // After a reload, the form shows the stored choice as the image.
      await page.reload();
      await page.getByRole('group', { name: /^thumbnail$/i }).getByText(alt).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      if (width === 1280) await page.screenshot({ path: path.join(SCREENSHOTS, 'media-picker.png'), fullPage: true });
      assert.deepEqual(problems.get(page), []);
      await page.context().close();
    });
  }

  it('uploads a new image from an article\'s cover picker, which picks it at once (the cover holds its id)', async () => {
    const page = await signIn();
    await page.goto(`${base}/admin/#/articles/${articleId}`);
    const picker = page.getByRole('group', { name: /^cover ?image$/i });
    await picker.getByText('No image chosen.').waitFor();
    await picker.getByRole('button', { name: /^Choose image/ }).click();
    const dialog = page.getByRole('dialog', { name: /Choose an image/ });
    await dialog.getByRole('button', { name: 'Upload a new image' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: pngBytes(900, 600) });
    await dialog.getByLabel('Alternative text').fill('A brass lamp');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await picker.getByText('A brass lamp').waitFor();
    const media = await findMedia('A brass lamp');
    assert.equal(await picker.getByTestId('media-picker-preview').getAttribute('src'), media.sizes.thumbnail!.url);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const saved = (await t.app.inject({ url: `/api/articles/${articleId}?depth=0&draft=true`, headers: ADMIN })).json();
    assert.deepEqual(saved.coverImage, { relationTo: 'media', value: media.id }, 'written as the bare id, answered as a reference');
    assert.deepEqual(problems.get(page), []);
    await page.context().close();
  });
});
