import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  DESKTOP,
  MOBILE,
  screenshotBoth,
  seriousViolations,
  signInDemo,
  trackErrors,
} from './support/ui';
import { screenshot } from './support/browser';

/** The shell's own chrome; the area pages inside it belong to their issues and their tests. */
/** vitest's expect.poll gives up after 1 s by default; the shell needs its calls to answer. */
const POLL = { timeout: 15_000 };

const SHELL_ONLY = { exclude: '[data-testid="page-content"]' };

interface Customer {
  id: number;
  code: string;
  name: string;
  industry: string | null;
}

describe('application shell in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let customers: Customer[];
  // One sign-in for the whole file: the server limits password sign-ins per address and minute.
  let session: { cookies: Awaited<ReturnType<BrowserContext['cookies']>>; origins: [] };

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: 'true' });
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInDemo(page);
    customers = (await page.evaluate(async () => {
      const res = await fetch('/api/customers', { credentials: 'include' });
      return res.json();
    })) as Customer[];
    session = { cookies: await context.cookies(), origins: [] };
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(
    viewport = DESKTOP,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport,
      colorScheme,
      storageState: session,
    });
    const page = await context.newPage();
    const errors = trackErrors(page);
    return { context, page, errors };
  }

  const selector = (page: Page) => page.getByTestId('customer-selector');
  const storedId = (page: Page) => page.evaluate(() => localStorage.getItem('selectedCustomerId'));
  const sidebarWidth = async (page: Page) =>
    (await page.getByTestId('sidebar').boundingBox())?.width;

  it('shows the header, the customer-scoped navigation and GRILLD by default', async () => {
    const { context, page, errors } = await signedIn();
    expect(customers.length).toBeGreaterThan(1);
    const grilld = customers.find((c) => c.code === 'GRILLD');
    expect(grilld).toBeTruthy();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.searchParams.get('customer') === 'GRILLD');
    expect(await selector(page).inputValue()).toBe(grilld!.name);
    expect(await storedId(page)).toBe(String(grilld!.id));
    expect(await page.locator('header').innerText()).toMatch(/Repute\s*01/);

    const nav = page.getByTestId('sidebar');
    for (const heading of ['HOME', 'DATA', 'ANALYTICS', 'CHANNELS', 'OTHER']) {
      const h = nav.getByRole('heading', { name: heading, exact: true });
      const hex = await h.evaluate((el) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = getComputedStyle(el).color;
        return String(ctx.fillStyle);
      });
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(g).toBeGreaterThan(r! + 40);
      expect(g).toBeGreaterThan(b!);
    }
    const href = (name: string) =>
      nav.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href('Dashboard')).toBe('/dashboard?customer=GRILLD');
    expect(await href('Connect')).toBe('/custom-engine?tab=connect-sources&customer=GRILLD');
    expect(await href('Drivers')).toBe('/media-sentiment-analysis?customer=GRILLD');
    expect(await href('Optimisation')).toBe('/custom-engine?tab=optimisation&customer=GRILLD');
    expect(await nav.getByRole('link').count()).toBe(18);
    expect(await sidebarWidth(page)).toBe(256);

    await nav.getByRole('link', { name: 'Summary', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'summary');
    await expect
      .poll(
        () => nav.getByRole('link', { name: 'Summary', exact: true }).getAttribute('aria-current'),
        POLL,
      )
      .toBe('page');
    expect(await page.getByText('Unknown section').count()).toBe(0);
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await page.goto('/dashboard?customer=GRILLD');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(1500);
    await screenshot(page, 'shell-light-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('selects by the customer parameter, then by storage, and sends x-customer-id', async () => {
    const { context, page } = await signedIn();
    const other = customers.find((c) => c.code !== 'GRILLD')!;
    const headerSeen = page.waitForRequest(
      (r) => r.headers()['x-customer-id'] === String(other.id),
    );
    await page.goto(`/dashboard?customer=${other.code}`);
    await headerSeen;
    await expect.poll(() => selector(page).inputValue(), POLL).toBe(other.name);
    expect(await storedId(page)).toBe(String(other.id));

    const third = customers.find((c) => c.code !== 'GRILLD' && c.id !== other.id) ?? other;
    await page.evaluate((id) => localStorage.setItem('selectedCustomerId', String(id)), third.id);
    await page.goto('/home');
    await page.waitForURL((url) => url.searchParams.get('customer') === third.code);
    await expect.poll(() => selector(page).inputValue(), POLL).toBe(third.name);

    // An unknown code falls back to the stored customer, and the URL is corrected.
    await page.goto('/home?customer=NOPE');
    await page.waitForURL((url) => url.searchParams.get('customer') === third.code);
    await context.close();
  });

  it('choosing a customer clears dataset keys, replaces the URL, and back/forward follow it', async () => {
    const { context, page, errors } = await signedIn();
    const [a, b] = customers.filter((c) => c.code !== 'GRILLD') as [Customer, Customer];
    await page.goto(`/dashboard?customer=${a.code}`);
    await expect.poll(() => selector(page).inputValue(), POLL).toBe(a.name);
    await page.evaluate(() => {
      localStorage.setItem('selectedDatasetId_1', '5');
      localStorage.setItem('selectedDatasetId_99', '7');
      localStorage.setItem('reputation-data-source', 'survey');
    });
    await page.getByTestId('sidebar').getByRole('link', { name: 'Themes', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'themes');
    const historyBefore = await page.evaluate(() => history.length);

    await selector(page).click();
    const option = page.getByRole('option', { name: new RegExp(b.name) });
    if (b.industry) expect(await option.innerText()).toContain(b.industry);
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('customer') === b.code);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('themes');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    expect(await storedId(page)).toBe(String(b.id));
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => k.startsWith('selectedDatasetId_'))).toEqual([]);
    expect(keys).toContain('reputation-data-source');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).searchParams.get('customer')).toBe(a.code);
    await expect.poll(() => selector(page).inputValue(), POLL).toBe(a.name);
    await expect.poll(() => storedId(page), POLL).toBe(String(a.id));
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('customer') === b.code);
    await expect.poll(() => selector(page).inputValue(), POLL).toBe(b.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the sidebar with Ctrl+B and keeps the state in a 7-day cookie', async () => {
    const { context, page } = await signedIn();
    await page.goto('/dashboard');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await sidebarWidth(page)).toBe(256);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page), POLL).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Icon mode keeps every destination reachable, labelled for assistive technology.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Reputation' }).waitFor();
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await screenshot(page, 'shell-sidebar-collapsed-1440');
    await page.reload();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await sidebarWidth(page)).toBe(48);
    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth(page), POLL).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebarWidth(page), POLL).toBe(48);
    await context.close();
  });

  it('stores the theme under vite-ui-theme; system follows the operating system', async () => {
    const { context, page } = await signedIn();
    await page.goto('/dashboard');
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await scheme()).toBe('light');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    expect(await scheme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    await page.reload();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await scheme()).toBe('dark');
    await page.waitForTimeout(1000);
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await screenshot(page, 'shell-dark-1440');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'shell-dark-375');
    await page.setViewportSize(DESKTOP);

    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitem', { name: 'System' }).click();
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
    expect(await scheme()).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(scheme, POLL).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(scheme, POLL).toBe('light');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitem', { name: 'Light' }).click();
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
    await context.close();
  });

  it('opens the chat panel (24rem, resizable 20-32rem, state kept) and closes it', async () => {
    const { context, page } = await signedIn();
    await page.goto('/dashboard');
    await page.getByTestId('chat-toggle').waitFor();
    expect(await page.getByTestId('chat-panel').count()).toBe(0);
    await page.getByTestId('chat-toggle').click();
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();
    const aside = page.locator('aside[aria-label="Chat panel"]');
    const width = async () => Math.round((await aside.boundingBox())!.width);
    expect(await width()).toBe(384);
    expect(await page.evaluate(() => localStorage.getItem('chat-collapsed'))).toBe('false');
    expect(await panel.getByRole('heading', { name: 'Chat' }).isVisible()).toBe(true);

    const handle = page.getByTestId('chat-resize-handle');
    await handle.focus();
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(width, POLL).toBe(512);
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(width, POLL).toBe(320);
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    // Dragging 96 px (6 rem) to the left widens the panel from 20 to 26 rem.
    await page.mouse.move(box.x + box.width / 2 - 96, box.y + 200, { steps: 6 });
    await page.mouse.up();
    await expect.poll(width, POLL).toBe(416);
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await screenshot(page, 'shell-chat-open-1440');

    await page.reload();
    await panel.waitFor();
    expect(await width()).toBe(416);
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('chat-collapsed'))).toBe('true');
    await context.close();
  });

  it('at 375 px: the sidebar is a slide-in sheet and the chat an overlay', async () => {
    const { context, page, errors } = await signedIn(MOBILE);
    await page.goto('/dashboard');
    await page.getByTestId('sidebar-toggle').waitFor();
    await page.getByTestId('page-content').getByRole('heading').first().waitFor();
    const docked = (await page.getByTestId('sidebar').boundingBox())!;
    expect(docked.x + docked.width).toBeLessThanOrEqual(0);
    await screenshot(page, 'shell-light-375');
    await page.getByTestId('sidebar-toggle').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('link', { name: 'Reputation' }).waitFor();
    await expect.poll(async () => Math.round((await sheet.boundingBox())!.width), POLL).toBe(288);
    await sheet.getByTestId('customer-selector').waitFor();
    expect(await seriousViolations(page, SHELL_ONLY)).toEqual([]);
    await screenshot(page, 'shell-mobile-sheet-375');
    await sheet.getByRole('link', { name: 'Reputation' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'reputation');
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+b');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-variant')).toBe('overlay');
    await panel.getByRole('button', { name: 'Expand chat' }).click();
    await expect.poll(async () => Math.round((await panel.boundingBox())!.width), POLL).toBe(375);
    await screenshot(page, 'shell-chat-overlay-375');
    await panel.getByRole('button', { name: 'Collapse chat' }).click();
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows placeholder pages, the custom-engine tabs and logs out', async () => {
    // Its own session: logging out ends it.
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    await signInDemo(page);
    await page.goto('/news');
    await page.getByRole('heading', { name: 'News Feed' }).waitFor();
    await page.getByText('coming soon...').waitFor();
    await page.goto('/saved');
    await page.getByRole('heading', { name: 'Saved Searches' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'placeholder-saved');
    await page.goto('/custom-engine?tab=nonsense');
    await page.getByRole('heading', { name: 'Unknown section' }).waitFor();
    await page.goto('/not-a-route-at-all');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('toasts: one at a time, F8 focuses them, swipe right dismisses, 5 s auto-close', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const submit = page.getByRole('button', { name: 'Access Platform' });
    await password.fill('wrong-1');
    await submit.click();
    await page.getByTestId('toast').getByText('Access denied').waitFor();
    await password.fill('wrong-2');
    await submit.click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('toast').count()).toBe(1);

    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[aria-label^="Notifications"]')),
    ).toBe(true);

    const box = (await page.getByTestId('toast').boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('toast').waitFor({ state: 'detached' });

    await password.fill('wrong-3');
    await submit.click();
    await page.getByTestId('toast').waitFor();
    await page.mouse.move(10, 10);
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 7000 });
    await context.close();
  });
});
