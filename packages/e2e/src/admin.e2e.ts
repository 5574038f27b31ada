import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, screenshotBoth, signedInContext, trackErrors } from './support/ui';

/**
 * Serious or critical axe violations of the admin screens. The shell's header belongs to
 * another area (and is checked by its own tests), so it is left out here.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('header').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
}

const ADMIN = { email: 'admin@example.test', password: 'Admin-Password-42!' };

/** A Mantine Select is a combobox; TagsInput and MultiSelect inputs are textboxes. */
function field(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('combobox', { name, exact: true })
    .or(scope.getByRole('textbox', { name, exact: true }));
}

async function adminContext(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, url, DESKTOP);
  const res = await context.request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return { context, page: await context.newPage() };
}

async function submitDemoRequest(server: RunningServer, body: Record<string, string>) {
  const res = await fetch(`${server.url}/api/demo-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

describe('admin screens in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    await submitDemoRequest(server, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.test',
      company: 'Analytical Engines',
      jobTitle: 'Head of Communications',
      message: 'We would like to see the reputation dashboard.',
    });
    await submitDemoRequest(server, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@cobol.test',
      company: 'Compiler Co',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reviews demo requests: search, status workflow with notes, CSV export', async () => {
    const { context, page } = await adminContext(browser, server.url);
    const errors = trackErrors(page);
    await page.goto('/demo-requests-admin');
    await page.getByRole('heading', { name: 'Demo requests' }).waitFor();
    const table = page.getByTestId('demo-requests-table');
    await table.getByText('Analytical Engines').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-demo-requests');

    await page.getByRole('textbox', { name: 'Search demo requests' }).fill('cobol');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('Compiler Co').waitFor();
    await page.getByRole('textbox', { name: 'Search demo requests' }).fill('');

    await page.getByRole('button', { name: 'Review request from Ada Lovelace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo request' });
    await dialog.getByText('We would like to see the reputation dashboard.').waitFor();
    await field(dialog, 'Status').click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Called Ada; demo next Tuesday.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-demo-request-review-1440');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByText('Called Ada; demo next Tuesday.').waitFor();

    await field(page, 'Filter by status').click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const file = await download.path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,createdAt,status,firstName,lastName,email,company,jobTitle,phone,message,notes',
    );
    expect(csv).toContain('contacted');
    expect(csv).toContain('Called Ada; demo next Tuesday.');
    expect(csv).not.toContain('Compiler Co');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await table.getByText('Analytical Engines').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-demo-requests-dark-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('manages customers, features, members and invitations; a code registers an account', async () => {
    const { context, page } = await adminContext(browser, server.url);
    const errors = trackErrors(page);
    await page.goto('/customer-management');
    await page
      .getByRole('heading', { name: 'Customer management' })
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'admin-customers-failure');
        throw error;
      });
    const customers = page.getByTestId('customers-table');
    await customers.getByText('GRILLD').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-customers');

    // Create a customer with competitors.
    await page.getByRole('button', { name: 'New customer' }).click();
    const create = page.getByRole('dialog', { name: 'New customer' });
    await create.getByRole('textbox', { name: 'Code' }).fill('harbour');
    await create.getByRole('textbox', { name: 'Name' }).fill('Harbour Ferries');
    await create.getByRole('textbox', { name: 'Industry' }).fill('Transport');
    const rivals = field(create, 'Competitors');
    await rivals.fill('Bay Boats');
    await rivals.press('Enter');
    await create.getByText('Press Enter after each name').click();
    await create.getByRole('button', { name: 'Create customer' }).click();
    await create.waitFor({ state: 'hidden' });
    const row = customers.locator('tr', { hasText: 'Harbour Ferries' });
    await row.getByText('HARBOUR', { exact: true }).waitFor();
    await row.getByText('Bay Boats').waitFor();

    // Features.
    await row.getByRole('button', { name: 'Actions for Harbour Ferries' }).click();
    await page.getByRole('menuitem', { name: 'Features' }).click();
    const features = page.getByRole('dialog', { name: 'Features of Harbour Ferries' });
    const featureInput = field(features, 'Enabled features');
    await featureInput.fill('chat');
    await featureInput.press('Enter');
    // Closes the suggestions, which cover the buttons.
    await features.getByText('Navigation items that declare a feature').click();
    await features.getByRole('button', { name: 'Save features' }).click();
    await features.waitFor({ state: 'hidden' });
    await row.getByText('chat', { exact: true }).waitFor();

    // Invitation granting editor on Harbour Ferries.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('button', { name: 'New invitation' }).click();
    const invite = page.getByRole('dialog', { name: 'New invitation code' });
    await invite.getByRole('textbox', { name: 'Label' }).fill('Harbour comms team');
    await field(invite, 'Customers granted').click();
    await page.getByRole('option', { name: 'Harbour Ferries' }).click();
    await invite.getByRole('textbox', { name: 'Label' }).click();
    await field(invite, 'Role on those customers').click();
    await page.getByRole('option', { name: 'Editor (also changes data)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await invite.getByRole('button', { name: 'Create invitation' }).click();
    const shown = page.getByRole('dialog', { name: 'Invitation created' });
    const code = (await shown.getByTestId('invitation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await screenshot(page, 'admin-invitation-created-1440');
    await shown.getByRole('button', { name: 'Done' }).click();

    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Harry',
        lastName: 'Harbour',
        email: 'harry@harbour.test',
        invitationCode: code,
        password: 'Ferry-Timetable-77!',
      }),
    });
    expect(reg.status).toBe(200);
    expect(await reg.json()).toEqual({ emailVerified: true, email: 'harry@harbour.test' });

    await page.reload();
    const invitations = page.getByTestId('invitations-table');
    const inviteRow = invitations.locator('tr', { hasText: 'Harbour comms team' });
    await inviteRow.getByText('used up').waitFor();
    await inviteRow.getByRole('button', { name: 'See uses of Harbour comms team' }).click();
    await page
      .getByRole('dialog')
      .getByText(/harry@harbour\.test/)
      .waitFor();
    await page.keyboard.press('Escape');

    // Members: the new account is an editor of Harbour Ferries; make them a viewer.
    await page.getByRole('tab', { name: 'Members' }).click();
    await field(page.getByRole('main'), 'Customer').click();
    await page.getByRole('option', { name: 'Harbour Ferries (HARBOUR)' }).click();
    const members = page.getByTestId('members-table');
    await members.getByText('harry@harbour.test').waitFor();
    await field(members, 'Role of harry@harbour.test').click();
    await page.getByRole('option', { name: 'Viewer (reads)' }).click();
    await page.getByText('Member saved').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'admin-members');

    // The audit log shows what happened.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByTestId('audit-table');
    await audit.getByText('membership.set').first().waitFor();
    await audit.getByText('invitation.create').waitFor();
    await audit.getByText('customer.features').waitFor();
    await screenshot(page, 'admin-audit-1440');

    // No SMTP here: the demo-request notices wait in the outbox, readable by admins.
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByTestId('outbox-table');
    await outbox.getByText('New demo request from Analytical Engines').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches the admin screens from the account menu', async () => {
    const { context, page } = await adminContext(browser, server.url);
    await page.goto('/dashboard');
    // Once a customer is chosen the shell settles the address; open the menu after that.
    await page.waitForURL((url) => url.searchParams.has('customer'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Customer management' }).click();
    await page.waitForURL((url) => url.pathname === '/customer-management');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Demo requests' }).click();
    await page.waitForURL((url) => url.pathname === '/demo-requests-admin');
    await context.close();
  });

  it('tells a signed-in non-admin that the screens are for administrators', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Demo requests' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/demo-requests-admin');
    await page.getByText('Administrators only').waitFor();
    await page.goto('/customer-management');
    await page.getByText('Administrators only').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
