// The admin app's browser tests: Debian's Chromium through playwright-core, a signed-in page that records
// its console errors, and axe-core's serious findings.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type Page, chromium } from 'playwright-core';
import { DEFAULT_ADMIN_DIR } from '../../src/admin-app/static-routes.js';

/** Debian's chromium (apt-get install chromium); no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve('test-artifacts/screenshots');

/** Why the browser tests cannot run here, or false. */
export const browserMissing: string | false = !existsSync(CHROMIUM)
  ? `no browser at ${CHROMIUM} (apt-get install chromium)`
  : !existsSync(path.join(DEFAULT_ADMIN_DIR, 'index.html')) ? 'the admin app is not built (npm run build:admin)' : false;
// CI sets REQUIRE_BROWSER: there a missing browser or build fails instead of skipping.
if (browserMissing && process.env.REQUIRE_BROWSER) throw new Error(`The browser tests cannot run: ${browserMissing}`);

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Console errors and uncaught exceptions of each page opened by `signIn`, from its sign-in on. */
export const pageProblems = new WeakMap<Page, string[]>();

/** A new browser context signed in at `base`/admin/ with the sign-in form, at the dashboard. */
export async function signIn(
  browser: Browser,
  base: string,
  email: string,
  password: string,
  { width = 1280, reportCspViolations = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  if (reportCspViolations) {
    // Chromium logs CSP refusals too; the event makes them explicit, whatever the log says.
    await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)));
  }
  const page = await context.newPage();
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Records' }).waitFor();
  // From here on (before it, the signed-out page's 401s are expected console lines).
  const seen: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') seen.push(message.text()); });
  page.on('pageerror', (error) => seen.push(error.message));
  pageProblems.set(page, seen);
  return page;
}

/**
 * After Save on a create page: react-admin's notification, then its redirect to the new record's page. The
 * notification shows while the URL is still the create page's (the redirect waits for the form's reset); a
 * navigation made before it is undone by it.
 */
export async function awaitCreated(page: Page, resource: string): Promise<void> {
  await page.getByText('Element created').waitFor();
  await page.waitForURL(new RegExp(`#/${resource}/(?!create$)[^/?]+$`));
}

/** axe-core's serious and critical findings on the page, once it has settled. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Settled first: react-admin's loading indicator is a transient, unnamed progress bar.
  await page.waitForLoadState('networkidle');
  await page.locator('.MuiCircularProgress-root, .MuiLinearProgress-indeterminate').first().waitFor({ state: 'detached' }).catch(() => {});
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')})`);
}
