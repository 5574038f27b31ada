import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, screenshot } from './browser';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server');

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
export async function seriousViolations(
  page: Page,
  options: { exclude?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
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

/** Signs in over HTTP (no browser) and returns the session cookie. */
export async function apiSignIn(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** An admin creates an invitation code through the real tRPC procedure. */
export async function createInvitation(baseURL: string, adminCookie: string): Promise<string> {
  const res = await fetch(`${baseURL}/trpc/admin.invitations.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ json: { label: 'e2e', maxUses: 5 } }),
  });
  const body = (await res.json()) as { result?: { data?: { json?: { code?: string } } } };
  const code = body.result?.data?.json?.code;
  if (!code) throw new Error(`invitation not created: ${JSON.stringify(body)}`);
  return code;
}

/** The newest email of a kind sent to an address, read from the product's outbox table. */
export function readOutbox(dataDir: string, kind: string, to: string): string | null {
  const require = createRequire(path.resolve(SERVER_DIR, 'package.json'));
  const Database = require('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare: (sql: string) => { get: (...args: unknown[]) => unknown }; close: () => void };
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        'select text_body as text from outbox where kind = ? and to_address = ? order by id desc limit 1',
      )
      .get(kind, to) as { text: string } | undefined;
    return row?.text ?? null;
  } finally {
    db.close();
  }
}

/** The path and query of the first product link in an email (e.g. /verify-email?token=...). */
export function linkPath(text: string, pathname: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathname}\\?token=[^\\s]+`));
  if (!match) throw new Error(`no ${pathname} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
