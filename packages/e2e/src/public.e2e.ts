import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  DEMO_PASSWORD,
  MOBILE,
  screenshotBoth,
  seriousViolations,
  trackErrors,
} from './support/ui';

describe('public site in a real browser', () => {
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

  async function openPage(path: string, colorScheme: 'light' | 'dark' = 'light') {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      colorScheme,
    });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(path);
    return { context, page, errors };
  }

  const demoDialog = (page: Page) => page.getByRole('dialog', { name: 'Book Your Demo' });

  it('shows every landing section of SPEC section 2 with the SPEC claims', async () => {
    const { context, page, errors } = await openPage('/');
    await page.getByText('Version One Available Now').waitFor();
    expect(await page.getByRole('button', { name: 'Book Your Demo' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Book a Demo' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      'Know where your reputation stands',
    );
    for (const title of ['AI-Powered Insights', 'Real-Time Monitoring', 'Advanced Analytics']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByRole('heading', { name: 'From Data to Strategic Action' }).waitFor();
    const stats = await page.locator('dl').innerText();
    for (const claim of [
      '20+',
      'Years of experience',
      '1000+',
      'Data sources',
      'Analysis in under 60 seconds',
      'Insights in under 15 minutes',
    ]) {
      expect(stats).toContain(claim);
    }
    const card = page.getByTestId('sample-score-card');
    const text = await card.innerText();
    expect(text).toMatch(
      /Reputation Score[\s\S]*78[\s\S]*Trust\s*82[\s\S]*Innovation\s*75[\s\S]*Growth\s*86/,
    );
    await page.getByRole('heading', { name: 'Ready to see your reputation clearly?' }).waitFor();
    const footer = page.locator('footer');
    expect(await footer.getByRole('button', { name: 'Contact' }).isVisible()).toBe(true);
    expect(
      await footer.getByRole('link', { name: 'Repute on LinkedIn' }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'landing-light');
    expect(errors).toEqual([]);
    await context.close();

    const dark = await openPage('/branded-landing', 'dark');
    await dark.page.getByText('Version One Available Now').waitFor();
    expect(await seriousViolations(dark.page)).toEqual([]);
    await screenshotBoth(dark.page, 'landing-dark');
    await dark.context.close();
  });

  it('validates the demo form, submits it, thanks, and resets on close', async () => {
    const { context, page, errors } = await openPage('/');
    await page.getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = demoDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company name is required',
    ]) {
      await dialog.getByText(message).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'demo-dialog-errors');

    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog.getByRole('textbox', { name: 'Work email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    expect(await dialog.getByText('First name is required').count()).toBe(0);

    await dialog.getByRole('textbox', { name: 'Work email' }).fill('ada@engines.example');
    await dialog.getByRole('textbox', { name: 'Job title' }).fill('Head of Comms');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Show us the drivers.');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/demo-requests'));
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    const sent = (await request).postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({
      firstName: 'Ada',
      email: 'ada@engines.example',
      company: 'Analytical Engines',
    });
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const toast = page.getByTestId('toast');
    await toast.getByText('Demo Request Submitted!').waitFor();
    expect(await toast.innerText()).toContain(
      "We'll be in touch within 24 hours to schedule your personalized demo.",
    );
    await screenshotBoth(page, 'demo-dialog-thank-you');

    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    // The footer's Contact button opens the same form, empty again.
    await page.locator('footer').getByRole('button', { name: 'Contact' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    expect(await dialog.getByText('Thank You!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Submission Error' when the server refuses the demo request", async () => {
    const { context, page } = await openPage('/');
    await page.getByRole('button', { name: 'Book a Demo' }).first().click();
    const dialog = demoDialog(page);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog.getByRole('textbox', { name: 'Work email' }).fill('ada@engines.example');
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Engines');
    // The server is replaced by an outage answer for this one call: the failure path.
    await page.route('**/api/demo-requests', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Submission Error').waitFor();
    expect(await toast.innerText()).toContain(
      'There was a problem submitting your request. Please try again.',
    );
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    await context.close();
  });

  it('Platform Access: a wrong password shows the error and clears; the right one opens /platform', async () => {
    const { context, page, errors } = await openPage('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Platform Access' });
    await dialog.getByText('Enter your password to access the platform').waitFor();
    const input = dialog.getByRole('textbox', { name: 'Password', exact: true });
    await dialog.getByRole('button', { name: 'Access Platform' }).click();
    await dialog.getByText('Password is required').waitFor();
    await input.fill('wrong-password');
    await dialog.getByRole('button', { name: 'Access Platform' }).click();
    await dialog.locator('.mantine-PasswordInput-error').waitFor();
    const shown = await dialog.locator('.mantine-PasswordInput-error').innerText();
    expect(shown.length).toBeGreaterThan(3);
    expect(await input.inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'platform-access-error');

    await input.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Access Platform' }).click();
    await page.waitForURL((url) => url.pathname === '/platform');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('sidebar').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the generic landing and the public product pages with real content', async () => {
    const pages: [string, string][] = [
      ['/generic-landing', 'Measure reputation.'],
      ['/public/product-overview', 'Repute: brand and reputation intelligence'],
      ['/product-overview-pdf', 'Repute: brand and reputation intelligence'],
      ['/product-overview-print', 'Repute: brand and reputation intelligence'],
      ['/marketing/overview-pdf', 'Repute: brand and reputation intelligence'],
      ['/pilot-program-print', 'Prove the value on your own data'],
      ['/investment-memorandum-print', 'Repute'],
    ];
    for (const [path, heading] of pages) {
      const { context, page, errors } = await openPage(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.innerText()).toContain(heading);
      expect((await page.locator('body').innerText()).length).toBeGreaterThan(400);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      if (path !== '/product-overview-pdf' && path !== '/marketing/overview-pdf') {
        await screenshotBoth(page, `public${path.replace(/\W+/g, '-')}`);
      }
      await context.close();
    }
  });

  it('sends a visitor on a protected path to /login after the session check', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/user/profile'));
    await page.goto('/dashboard');
    expect((await checked).status()).toBe(401);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Access Demo' }).waitFor();
    await page.goto('/news');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('shows the not-found page for unknown paths at both widths', async () => {
    const { context, page } = await openPage('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('forget to add the page to the router').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await screenshotBoth(page, 'not-found');
    await context.close();
  });
});
