import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('foundation in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the app at / from the built server', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain('Repute');
    await page.getByText('Repute', { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page on an unknown path', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/this/path/does-not-exist');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('forget to add the page to the router').count()).toBe(1);
    await screenshot(page, 'not-found-1440');
    await context.close();
  });
});
