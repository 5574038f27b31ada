import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot } from './browser';

export const DEMO_PASSWORD = 'demo-access-password';
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** Collects uncaught page errors so a test can assert there were none. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Signs in through the real /login page in demo mode. */
export async function signInDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Access Platform' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A signed-in context (demo password) at the given viewport. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, viewport);
  const page = await context.newPage();
  await signInDemo(page);
  return { context, page };
}

/** Axe violations of serious or critical impact (the ones the product must not have). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Screenshots at 1440 and 375 px wide, in the current colour scheme. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(250);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(250);
  await screenshot(page, `${name}-375`);
  if (original) await page.setViewportSize(original);
}
