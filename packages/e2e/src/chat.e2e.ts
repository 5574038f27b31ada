import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeOpenAiServer,
  toolResults,
  type FakeOpenAiServer,
} from '../../server/src/modules/chat/llm/fake-openai-server';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import AxeBuilder from '@axe-core/playwright';
import { MOBILE, screenshotBoth, signInDemo, signedInContext, trackErrors } from './support/ui';
import { screenshot } from './support/browser';

/** Serious or critical axe violations of the chat screens; the shell's header is checked by its own tests. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('header').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
}

const fmt = (value: number) => value.toFixed(1);
const pct = (value: number) => `${value.toFixed(1)}%`;

interface Summary {
  overall: { value: number } | null;
  dataset: { name: string } | null;
}
interface Drivers {
  drivers: { label: string; share: number }[];
}

/** Calls an analytics procedure as the signed-in browser user: the figures the dashboards show. */
async function procedure<T>(
  context: BrowserContext,
  customerId: number,
  path: string,
  input: unknown,
): Promise<T> {
  const res = await context.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    { headers: { 'x-customer-id': String(customerId) } },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function grilldId(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/customers');
  const list = (await res.json()) as { id: number; code: string }[];
  const grilld = list.find((c) => c.code === 'GRILLD');
  if (!grilld) throw new Error('GRILLD missing');
  return grilld.id;
}

async function ask(page: Page, scope: string, question: string): Promise<string> {
  const root = page.locator(scope);
  // The history (at least the welcome message) is on screen before counting.
  await root.getByTestId('chat-message-assistant').first().waitFor();
  const before = await root.getByTestId('chat-message-assistant').count();
  const asked = await root.getByTestId('chat-message-user').count();
  const input = root.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => root.getByTestId('chat-message-user').count()).toBe(asked + 1);
  // The button spins until the answer is complete (it streams in meanwhile).
  await expect
    .poll(() => root.getByTestId('chat-send').getAttribute('data-pending'), { timeout: 30_000 })
    .toBeNull();
  expect(await root.getByTestId('chat-message-assistant').count()).toBe(before + 1);
  return (await root.getByTestId('chat-message-assistant').last().innerText()).replace(/\s+/g, ' ');
}

describe('AI assistant in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers on /chat with the figures of the analytics procedures and follows up', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    const errors = trackErrors(page);
    const customerId = await grilldId(context);
    await page.goto('/chat');
    const chat = '[data-testid="chat-conversation"][data-variant="page"]';
    await page.locator(chat).getByText('Data Connected').waitFor();
    await expect
      .poll(() => page.locator(chat).getByTestId('chat-message-assistant').first().innerText())
      .toContain("Hello! I'm your Repute assistant");

    const send = page.locator(chat).getByTestId('chat-send');
    expect(await send.isDisabled()).toBe(true);
    await page.locator(chat).getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page
      .locator(chat)
      .getByRole('textbox', { name: 'Message', exact: true })
      .press('Shift+Enter');
    expect(await page.locator(chat).getByTestId('chat-message-user').count()).toBe(0);

    const summary = await procedure<Summary>(
      context,
      customerId,
      'analytics.reputation.summary',
      {},
    );
    const answer = await ask(page, chat, 'What is our reputation score?');
    expect(answer).toContain(fmt(summary.overall!.value));
    expect(answer).toContain(summary.dataset!.name);

    const lastQuarter = await procedure<Summary>(
      context,
      customerId,
      'analytics.reputation.summary',
      {
        from: '2026-07',
        to: '2026-09',
      },
    );
    const followUp = await ask(page, chat, 'and last quarter?');
    expect(followUp).toContain(fmt(lastQuarter.overall!.value));
    expect(followUp).toContain('Jul–Sep 2026');

    const drivers = await procedure<Drivers>(context, customerId, 'analytics.drivers.get', {
      filter: {},
    });
    const top = [...drivers.drivers].sort((a, b) => b.share - a.share)[0]!;
    const driverAnswer = await ask(page, chat, 'What drives our reputation?');
    expect(driverAnswer).toContain(top.label);
    expect(driverAnswer).toContain(pct(top.share));
    // Answers are Markdown: tables and bold text, not raw asterisks.
    expect(await page.locator(chat).locator('table').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'chat-page');

    // History is kept per customer and restored after a reload.
    await page.reload();
    await page.locator(chat).getByText('What drives our reputation?').waitFor();
    expect(await page.locator(chat).getByTestId('chat-message-user').count()).toBe(3);
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works in the docked panel, and SPEC texts and toast appear when the service fails', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    const customerId = await grilldId(context);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Toggle chat' }).click();
    const panel = '[data-testid="chat-panel"] [data-testid="chat-conversation"]';
    await page.locator(panel).getByText('Data Connected').waitFor();
    const nps = await procedure<{ nps: { value: number } }>(
      context,
      customerId,
      'analytics.brand.nps',
      {},
    );
    const answer = await ask(page, panel, 'What is our NPS?');
    expect(answer).toContain(`${nps.nps.value > 0 ? '+' : ''}${fmt(nps.nps.value)}`);
    await screenshot(page, 'chat-panel-1440');

    await page.route('**/trpc/chat.stream**', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    const failed = await ask(page, panel, 'What is our score?');
    expect(failed).toBe(
      "I'm sorry, I'm having trouble connecting to my AI services right now. Please try again in a moment.",
    );
    const toast = page.getByTestId('toast');
    await toast.getByText('Connection Error', { exact: true }).waitFor();
    await toast
      .getByText('Unable to reach AI service. Please try again.', { exact: true })
      .waitFor();
    await screenshot(page, 'chat-panel-error-1440');
    await context.close();
  });

  it('opens from the round button on a phone (overlay variant)', async () => {
    const { context, page } = await signedInContext(browser, server.url, MOBILE);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const overlay = '[data-variant="overlay"] [data-testid="chat-conversation"]';
    await page.locator(overlay).getByText('Data Connected').waitFor();
    const answer = await ask(page, overlay, 'What should we do?');
    expect(answer).toContain('What Grill');
    await screenshot(page, 'chat-overlay-375');
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('button', { name: 'Open chat' }).waitFor();
    await context.close();
  });

  it('serves the chat on /insights-assistant, /custom-engine-chat and the custom-engine home tab', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    const errors = trackErrors(page);
    for (const path of ['/insights-assistant', '/custom-engine-chat', '/custom-engine?tab=home']) {
      await page.goto(path);
      const chat = page.locator('[data-testid="chat-conversation"][data-variant="page"]');
      await chat.getByText('Data Connected').waitFor();
      await chat.getByRole('heading', { name: 'Chat' }).waitFor();
    }
    // The same conversation everywhere: a question asked here shows on /chat.
    await ask(page, '[data-testid="chat-conversation"][data-variant="page"]', 'What is our NPS?');
    await page.goto('/chat');
    await page.locator('[data-variant="page"]').getByText('What is our NPS?').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps its contrast in dark mode', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await signInDemo(page);
    await page.goto('/chat');
    const chat = '[data-testid="chat-conversation"][data-variant="page"]';
    await ask(page, chat, 'How do we compare with competitors?');
    await screenshot(page, 'chat-page-dark-1440');
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await context.close();
  });

  it('shows insight cards on /ai-insights that link to their evidence', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    const errors = trackErrors(page);
    await page.goto('/ai-insights');
    await page.getByTestId('insight-card').first().waitFor();
    const kinds = await page
      .getByTestId('insight-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind')));
    expect(new Set(kinds)).toEqual(
      new Set(['mover', 'weak_driver', 'negative_theme', 'competitor_gap']),
    );
    await screenshotBoth(page, 'ai-insights');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See the key drivers' }).click();
    await page.waitForURL((url) => url.pathname === '/reputation-drivers');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('AI assistant with an OpenAI-compatible model (loopback fake provider)', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    server = await startServer({
      SEED_DEMO_DATA: 'true',
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'sk-e2e',
      LLM_MODEL: 'fake-model-e2e',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('streams a tool-grounded answer into the chat, and shows SPEC texts when the provider fails', async () => {
    const { context, page } = await signedInContext(browser, server.url);
    const customerId = await grilldId(context);
    const summary = await procedure<Summary>(
      context,
      customerId,
      'analytics.reputation.summary',
      {},
    );
    fake.script([
      { kind: 'tool_calls', calls: [{ name: 'reputation_summary', arguments: {} }] },
      {
        kind: 'text',
        text: (req) => {
          const [result] = toolResults(req) as Summary[];
          return `Your overall score is **${fmt(result?.overall?.value ?? 0)}** (${result?.dataset?.name}).`;
        },
      },
    ]);
    await page.goto('/chat');
    const chat = '[data-testid="chat-conversation"][data-variant="page"]';
    const answer = await ask(page, chat, 'What is our reputation score?');
    expect(answer).toBe(
      `Your overall score is ${fmt(summary.overall!.value)} (${summary.dataset!.name}).`,
    );
    const [first] = fake.requests;
    expect(first?.model).toBe('fake-model-e2e');
    expect(first?.stream).toBe(true);

    fake.script([{ kind: 'error', status: 503, message: 'overloaded' }]);
    const failed = await ask(page, chat, 'And trust?');
    expect(failed).toBe(
      "I'm sorry, I'm having trouble connecting to my AI services right now. Please try again in a moment.",
    );
    await page.getByTestId('toast').getByText('Connection Error', { exact: true }).waitFor();
    await context.close();
  });
});
