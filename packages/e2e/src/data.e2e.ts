import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { seriousViolations, signedInContext, trackErrors } from './support/ui';

/** Files the user uploads, written to a temporary folder. */
function writeFile(dir: string, name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('reputation data in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let dir: string;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: 'true' });
    browser = await launchBrowser();
    ({ page } = await signedInContext(browser, server.url));
    errors = trackErrors(page);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-e2e-files-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function uploadFile(file: string) {
    await page.goto('/connect-data');
    await page.getByRole('heading', { name: 'Connect data' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'File' }).click();
    await (await chooser).setFiles(file);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  it('uploads a survey file, suggests the mapping, shows progress and imports it', async () => {
    const rows = ['Respondent,Date,Brand,Trust,Esteem,Admiration,Good feeling,NPS,Region,Comment'];
    for (let i = 1; i <= 300; i++) {
      rows.push(
        `r${i},2026-0${1 + (i % 3)}-1${i % 9},Grill'd,${1 + (i % 7)},5,4,6,${i % 11},NSW,Great burgers ${i}`,
      );
    }
    await uploadFile(writeFile(dir, 'pulse-survey.csv', rows.join('\n')));
    await page.getByRole('heading', { name: /Map the columns of pulse-survey.csv/ }).waitFor();
    // The suggestion from the headers is already applied.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Column for Trust' }).inputValue(), {
        timeout: 20_000,
      })
      .toBe('Trust');
    expect(await page.getByRole('combobox', { name: 'Column for Date' }).inputValue()).toBe('Date');
    await page.getByLabel('Dataset name').fill('E2E Pulse survey');
    await page.getByLabel('Save this mapping as (optional)').fill('Pulse layout');
    await screenshot(page, 'data-mapping-1440');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('import-progress').textContent(), { timeout: 20_000 })
      .toContain('300 of 300 rows');
    await page.getByText('300 rows imported').waitFor();
    await screenshot(page, 'data-import-done-1440');
    await page.getByRole('link', { name: 'Preview the dataset' }).click();
    await page.waitForURL(/\/dataset-test/);
    await expect
      .poll(() => page.getByTestId('preview-total').textContent(), { timeout: 20_000 })
      .toContain('300 rows match');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('burgers 42');
    await expect
      .poll(() => page.getByTestId('preview-total').textContent(), { timeout: 20_000 })
      .toContain('1 rows match');
    await screenshot(page, 'data-dataset-test-1440');
  });

  it('shows progress while a large file imports', async () => {
    const rows = ['published,text,url'];
    for (let i = 0; i < 30_000; i++)
      rows.push(
        `2026-02-01,Post ${i} about Grill'd burgers and the weather,https://s.example/${i}`,
      );
    await uploadFile(writeFile(dir, 'social.csv', rows.join('\n')));
    await page.getByRole('heading', { name: /Map the columns of social.csv/ }).waitFor();
    await page.getByRole('combobox', { name: 'What the file holds' }).click();
    await page.getByRole('option', { name: 'Social' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Column for Published at' }).inputValue(), {
        timeout: 20_000,
      })
      .toBe('published');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Importing…' }).waitFor();
    await expect
      .poll(() => page.getByTestId('import-progress').textContent(), { timeout: 30_000 })
      .toMatch(/^[1-9][\d,]* of 30,000 rows/);
    await screenshot(page, 'data-import-progress-1440');
    await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 120_000 });
  }, 180_000);

  it('imports nothing from a file with errors and offers the error report', async () => {
    await uploadFile(writeFile(dir, 'broken.csv', 'date,trust\n2026-01-01,4\nnot-a-date,12\n'));
    await page.getByRole('heading', { name: /Map the columns of broken.csv/ }).waitFor();
    await page.getByLabel('Dataset name').fill('Broken survey');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import failed' }).waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Import errors' }).waitFor();
    expect(await page.getByRole('cell', { name: '12 is outside the 1-7 scale' }).count()).toBe(1);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the error report (CSV)' }).click();
    const download = await downloadPromise;
    const saved = path.join(dir, 'report.csv');
    await download.saveAs(saved);
    const report = fs.readFileSync(saved, 'utf8');
    expect(report.split('\r\n')[0]).toBe('row,column,reason');
    expect(report).toContain('3,date,"""not-a-date"" is not a date (use YYYY-MM-DD)"');
    await screenshot(page, 'data-import-failed-1440');
  });

  it('lists, renames and deletes datasets on file management', async () => {
    await page.goto('/file-management');
    const table = page.getByRole('table', { name: 'Datasets' });
    await table.waitFor();
    expect(await table.getByText('Broken survey').count()).toBe(0);
    const row = table.getByRole('row').filter({ hasText: 'E2E Pulse survey' });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page
      .getByRole('dialog', { name: 'Rename dataset' })
      .getByLabel('Name')
      .fill('E2E Pulse renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    const renamed = table.getByRole('row').filter({ hasText: 'E2E Pulse renamed' });
    await renamed.waitFor();
    await screenshot(page, 'data-file-management-1440');
    expect(await seriousViolations(page)).toEqual([]);
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete dataset' })
      .getByRole('button', { name: 'Delete dataset' })
      .click();
    await expect
      .poll(() => table.getByText('E2E Pulse renamed').count(), { timeout: 20_000 })
      .toBe(0);
    await page.getByRole('table', { name: 'Uploaded files' }).getByText('broken.csv').waitFor();
  });

  it('shows the data overview, quality report and Typeform management', async () => {
    await page.goto('/data');
    await page.getByRole('heading', { name: 'Data', exact: true }).waitFor();
    await page.getByText("Grill'd Reputation Survey 2024-2026").first().waitFor();
    await screenshot(page, 'data-overview-1440');
    await page.goto('/file-management');
    await page
      .getByRole('row')
      .filter({ hasText: "Grill'd Reputation Survey 2024-2026" })
      .getByRole('button', { name: 'Use' })
      .click();
    await page.goto('/data-quality');
    await page.getByRole('heading', { name: 'Straight-lining' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/respondents finished in under/).count()).toBe(1);
    await screenshot(page, 'data-quality-1440');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/typeform-management');
    await page.getByRole('heading', { name: 'Typeform management' }).waitFor();
    await page.getByLabel('Name').fill('Pulse form');
    await page.getByLabel('Form id').fill('abc123');
    await page.getByLabel('Form secret').fill('typeform-secret-1');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByText('form abc123').waitFor();
    await screenshot(page, 'data-typeform-1440');
    expect(errors).toEqual([]);
  });
});
