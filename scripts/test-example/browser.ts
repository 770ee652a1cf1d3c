// The campaign page of scripts/test-example.ts in a browser: its live figures change without a reload.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * The campaign page in Chromium (Debian's, through playwright-core; skipped without it unless REQUIRE_BROWSER
 * is set, as in CI): its EventSource connects, and `sees(n)` waits for the variant's cell to show n, with
 * no script error or console error on the way (images of the demo's catalog point at an unreachable host).
 */
export async function openCampaignInBrowser(url: string, variantId: string, orders: number): Promise<{ sees: (orders: number) => Promise<void> } | undefined> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    if (process.env.REQUIRE_BROWSER) throw new Error(`no browser at ${executablePath} (bash scripts/install-chromium.sh)`);
    console.log(`# skipped: the live figures in a browser (no browser at ${executablePath})`);
    return undefined;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const problems: string[] = [];
  try {
    return await watchCampaign(browser, problems, url, variantId, orders);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function watchCampaign(browser: Browser, problems: string[], url: string, variantId: string, orders: number): Promise<{ sees: (orders: number) => Promise<void> }> {
  const page = await browser.newPage();
  await page.route('https://images.example.com/**', (route) => route.fulfill({ status: 204 }));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  await page.goto(url);
  await page.locator('[data-live="on"]').waitFor({ timeout: 15_000 });
  const cell = page.locator(`[data-variant="${variantId}"] [data-figure="variant-orders"]`);
  assert.equal(await cell.textContent(), String(orders));
  return {
    sees: async (next) => {
      try {
        await page.waitForFunction(([selector, text]) => document.querySelector(selector!)?.textContent === text,
          [`[data-variant="${variantId}"] [data-figure="variant-orders"]`, String(next)], { timeout: 15_000 });
        assert.deepEqual(problems, [], 'no error in the browser');
      } finally {
        await browser.close();
      }
    },
  };
}
