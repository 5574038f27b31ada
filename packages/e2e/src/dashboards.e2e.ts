import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { screenshotBoth, seriousViolations, signedInContext, trackErrors } from './support/ui';

/**
 * Every dashboard screen on the demo data: the figures on screen are the ones the analytics
 * procedures return for the same customer (fetched here as the signed-in user).
 */

const score = (value: number) => value.toFixed(1);

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
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function grilldId(context: BrowserContext): Promise<number> {
  const res = await context.request.get('/api/customers');
  const list = (await res.json()) as { id: number; code: string }[];
  const grilld = list.find((c) => c.code === 'GRILLD');
  if (!grilld) throw new Error('GRILLD missing');
  return grilld.id;
}

/** Opens a screen for GRILLD and waits for its heading. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}customer=GRILLD`);
  await page
    .getByRole('heading', { name: heading, exact: true, level: 1 })
    .waitFor({ timeout: 45_000 });
}

async function cardText(page: Page, name: string): Promise<string> {
  const card = page.getByRole('region', { name, exact: true }).first();
  await card.waitFor({ timeout: 45_000 });
  await expect.poll(() => card.getAttribute('aria-busy'), { timeout: 45_000 }).not.toBe('true');
  // Wait until the loading skeleton has gone.
  await expect.poll(() => card.getByRole('status').count(), { timeout: 45_000 }).toBe(0);
  return (await card.innerText()).replace(/\s+/g, ' ');
}

async function kpiValue(page: Page, label: string): Promise<string> {
  const card = page.getByRole('article', { name: label, exact: true }).first();
  await card.getByTestId('kpi-value').waitFor({ timeout: 45_000 });
  return card.getByTestId('kpi-value').innerText();
}

async function showTable(page: Page, cardName: string): Promise<string> {
  const card = page.getByRole('region', { name: cardName, exact: true }).first();
  // The segmented control's radios are visually hidden; its labels take the click.
  await card.locator('label', { hasText: /^Table$/ }).click();
  await expect.poll(() => card.getByRole('radio', { name: 'Table' }).isChecked()).toBe(true);
  return cardText(page, cardName);
}

interface KpiCardData {
  key: string;
  label: string;
  value: number | null;
}

describe('dashboards in a real browser on the demo data', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let customerId: number;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: 'true' });
    browser = await launchBrowser();
    ({ context, page } = await signedInContext(browser, server.url));
    errors = trackErrors(page);
    customerId = await grilldId(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  }, 240_000);

  it('summary, /dashboard and /platform show the real KPI cards', async () => {
    const cards = await procedure<KpiCardData[]>(context, customerId, 'analytics.reputation.kpis', {
      customerId,
    });
    expect(cards.map((c) => c.key)).toEqual(['overall', 'trust', 'innovation', 'growth']);
    for (const [path, heading] of [
      ['/summary', 'Summary'],
      ['/dashboard', 'Real-time reputation'],
      ['/platform', 'Real-time reputation'],
    ] as const) {
      await open(page, path, heading);
      for (const card of cards) {
        expect(await kpiValue(page, card.label)).toBe(score(card.value!));
      }
    }
    await open(page, '/summary', 'Summary');
    await cardText(page, 'Top drivers');
    await cardText(page, 'Top themes');
    await screenshotBoth(page, 'dashboards-summary');
    await open(page, '/dashboard', 'Real-time reputation');
    await cardText(page, 'Coverage now');
    await screenshotBoth(page, 'dashboards-realtime');
  }, 240_000);

  it('reputation shows overall, Pulse and dimensions with intervals and bases', async () => {
    const summary = await procedure<{
      overall: { value: number; ciLow: number; ciHigh: number; n: number };
      dimensions: { label: string; value: number }[];
    }>(context, customerId, 'analytics.reputation.summary', { customerId });
    await open(page, '/reputation-dashboard', 'Reputation');
    expect(await kpiValue(page, 'Overall')).toBe(score(summary.overall.value));
    const table = await showTable(page, 'Overall, Pulse items and the seven dimensions');
    expect(table).toContain(`${score(summary.overall.ciLow)}–${score(summary.overall.ciHigh)}`);
    for (const d of summary.dimensions) expect(table).toContain(`${d.label} ${score(d.value)}`);
    await cardText(page, 'Dimensions by month');
    await screenshotBoth(page, 'dashboards-reputation');
  }, 240_000);

  it('drivers show R², shares and the quadrant; drill-down shows attributes', async () => {
    const drivers = await procedure<{
      rSquared: number;
      drivers: { label: string; share: number }[];
    }>(context, customerId, 'analytics.drivers.get', { filter: { customerId } });
    const top = [...drivers.drivers].sort((a, b) => b.share - a.share)[0]!;
    for (const path of ['/reputation-drivers', '/drivers-analysis', '/media-sentiment-analysis']) {
      await open(page, path, 'Drivers');
      await page.getByTestId('drivers-fit').waitFor();
      expect(await page.getByTestId('drivers-fit').innerText()).toContain(
        `R² = ${drivers.rSquared.toFixed(3)}`,
      );
    }
    const importance = await showTable(page, 'Driver importance');
    expect(importance).toContain(`${top.label} ${top.share.toFixed(1)}%`);
    await cardText(page, 'Importance vs performance');
    await screenshotBoth(page, 'dashboards-drivers');
    await page.goto(`/reputation-drivers?customer=GRILLD&driver=innovation`);
    await cardText(page, 'Innovation: attribute importance');
  }, 240_000);

  it('themes list real themes and drill down to their texts', async () => {
    const themes = await procedure<{ themes: { key: string; label: string; volume: number }[] }>(
      context,
      customerId,
      'analytics.themes.list',
      { filter: { customerId }, source: 'all', limit: 20 },
    );
    const first = themes.themes[0]!;
    await open(page, '/themes', 'Themes');
    const text = await cardText(page, 'Themes');
    expect(text).toContain(first.label);
    expect(text).toContain(first.volume.toLocaleString('en-AU'));
    await page
      .getByRole('region', { name: 'Themes', exact: true })
      .getByRole('button', { name: first.label, exact: true })
      .click();
    const drawer = page.getByRole('dialog', { name: `Theme: ${first.label}` });
    await drawer.waitFor();
    await expect
      .poll(() => drawer.getByRole('listitem').count(), { timeout: 45_000 })
      .toBeGreaterThan(0);
    await screenshotBoth(page, 'dashboards-themes-drawer');
    await page.keyboard.press('Escape');
  }, 240_000);

  it('brand screens: funnel, imagery, demographics, NPS, scorecard, timeline', async () => {
    const nps = await procedure<{ nps: { value: number } }>(
      context,
      customerId,
      'analytics.brand.nps',
      {
        customerId,
      },
    );
    await open(page, '/brand-dashboard', 'Brand');
    const sign = nps.nps.value > 0 ? '+' : nps.nps.value < 0 ? '−' : '';
    await page.getByTestId('nps-value').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('nps-value').innerText()).toBe(
      `${sign}${Math.abs(nps.nps.value).toFixed(1)}`,
    );
    await screenshotBoth(page, 'dashboards-brand');

    const funnel = await procedure<{
      brands: { brand: string; isOwn: boolean; stages: { label: string; share: number }[] }[];
    }>(context, customerId, 'analytics.brand.funnel', { customerId });
    const own = funnel.brands.find((b) => b.isOwn)!;
    await open(page, '/brand-funnel', 'Brand funnel');
    const funnelText = await cardText(page, `Brand funnel: ${own.brand}`);
    expect(funnelText).toContain(`${own.stages[0]!.label} ${own.stages[0]!.share.toFixed(0)}%`);
    for (const b of funnel.brands) {
      expect(await showTable(page, 'Funnel vs competitors')).toContain(b.brand);
    }
    await screenshotBoth(page, 'dashboards-brand-funnel');

    const imagery = await procedure<{ attributes: string[] }>(
      context,
      customerId,
      'analytics.brand.imagery',
      { customerId },
    );
    await open(page, '/brand-imagery', 'Brand imagery');
    await cardText(page, 'Correspondence analysis map');
    expect((await cardText(page, 'Brand imagery')).toLowerCase()).toContain(
      imagery.attributes[0]!.replace(/[_.-]+/g, ' ').toLowerCase(),
    );
    await screenshotBoth(page, 'dashboards-brand-imagery');

    const demo = await procedure<{ rows: { label: string; n: number }[] }>(
      context,
      customerId,
      'analytics.brand.demographics',
      { filter: { customerId }, by: 'age_band' },
    );
    await open(page, '/brand-demographics', 'Brand demographics');
    const demoText = await showTable(page, 'By age');
    expect(demoText).toContain(`${demo.rows[0]!.label} ${demo.rows[0]!.n.toLocaleString('en-AU')}`);
    await screenshotBoth(page, 'dashboards-brand-demographics');

    const scorecard = await procedure<{ rows: { label: string }[] }>(
      context,
      customerId,
      'analytics.brand.scorecard',
      { customerId },
    );
    await open(page, '/brand-scorecard', 'Brand scorecard');
    const sc = await cardText(page, 'Brand scorecard');
    for (const row of scorecard.rows) expect(sc).toContain(row.label);
    await screenshotBoth(page, 'dashboards-brand-scorecard');

    const bt = await procedure<{ events: { title: string }[] }>(
      context,
      customerId,
      'analytics.brand.timeline',
      { customerId },
    );
    await open(page, '/brand-timeline', 'Brand timeline');
    if (bt.events[0]) expect(await cardText(page, 'Events')).toContain(bt.events[0].title);
    await screenshotBoth(page, 'dashboards-brand-timeline');
  }, 240_000);

  it('timeline shows score, volume and events; an editor adds and deletes an event on the screen', async () => {
    const series = await procedure<{ events: { title: string }[]; months: { month: string }[] }>(
      context,
      customerId,
      'analytics.timeline.series',
      { customerId },
    );
    expect(series.months.length).toBeGreaterThan(0);
    await open(page, '/timeline', 'Timeline');
    const events = await cardText(page, 'Events');
    if (series.events[0]) expect(events).toContain(series.events[0].title);
    await screenshotBoth(page, 'dashboards-timeline');

    await page.getByRole('button', { name: 'Add event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Launch of the e2e burger');
    const lastMonth = series.months.at(-1)!.month;
    await dialog.getByLabel('Date').fill(`${lastMonth}-15`);
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cardText(page, 'Events'), { timeout: 45_000 })
      .toContain('Launch of the e2e burger');
    const after = await procedure<{ events: { title: string; source: string }[] }>(
      context,
      customerId,
      'analytics.timeline.series',
      { customerId },
    );
    expect(after.events.find((e) => e.title === 'Launch of the e2e burger')?.source).toBe('editor');

    await page.getByRole('button', { name: 'Delete event Launch of the e2e burger' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Launch of the e2e burger?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect
      .poll(() => cardText(page, 'Events'), { timeout: 45_000 })
      .not.toContain('Launch of the e2e burger');
    const gone = await procedure<{ events: { title: string }[] }>(
      context,
      customerId,
      'analytics.timeline.series',
      { customerId },
    );
    expect(gone.events.map((e) => e.title)).not.toContain('Launch of the e2e burger');
  }, 240_000);

  it('benchmarking, geographic and relationships show every brand, region and group', async () => {
    const bench = await procedure<{ brands: { brand: string }[]; kpis: { label: string }[] }>(
      context,
      customerId,
      'analytics.benchmark.kpis',
      { customerId },
    );
    await open(page, '/benchmarking', 'Benchmarking');
    const benchText = await cardText(page, 'Every KPI, every brand');
    for (const b of bench.brands) expect(benchText).toContain(b.brand);
    for (const k of bench.kpis) expect(benchText).toContain(k.label);
    await screenshotBoth(page, 'dashboards-benchmarking');

    const geo = await procedure<{
      rows: { region: string; rank: number | null; overall: { value: number | null } }[];
    }>(context, customerId, 'analytics.geo.regions', { customerId });
    const first = geo.rows.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank!)[0]!;
    await open(page, '/geographic-analysis', 'Geographic analysis');
    expect(await cardText(page, 'Regions ranked by reputation')).toContain(
      `1 ${first.region} ${score(first.overall.value!)}`,
    );
    await screenshotBoth(page, 'dashboards-geographic');

    const rel = await procedure<{ groups: { label: string }[] }>(
      context,
      customerId,
      'analytics.stakeholders.relationships',
      { customerId },
    );
    await open(page, '/relationships', 'Stakeholders');
    const relText = await showTable(page, 'Relationships: importance and sentiment');
    for (const g of rel.groups) expect(relText).toContain(g.label);
    await screenshotBoth(page, 'dashboards-relationships');
  }, 240_000);

  it('master dashboard, media, social and the custom-engine tabs read the same figures', async () => {
    const cards = await procedure<KpiCardData[]>(context, customerId, 'analytics.reputation.kpis', {
      customerId,
    });
    const overall = score(cards[0]!.value!);
    for (const [path, heading] of [
      ['/master-dashboard', 'Master dashboard'],
      ['/comprehensive-dashboard', 'Master dashboard'],
      ['/custom-engine?tab=summary', 'Summary'],
      ['/custom-engine?tab=reputation', 'Reputation'],
      ['/custom-engine?tab=advanced', 'Master dashboard'],
    ] as const) {
      await open(page, path, heading);
      expect(await kpiValue(page, 'Overall')).toBe(overall);
    }
    await open(page, '/master-dashboard', 'Master dashboard');
    await cardText(page, 'Share of voice');
    await screenshotBoth(page, 'dashboards-master');

    const sov = await procedure<{ brands: { brand: string; share: number }[] }>(
      context,
      customerId,
      'analytics.media.shareOfVoice',
      { filter: { customerId }, basis: 'mentions' },
    );
    await open(page, '/media-intelligence', 'Media');
    const sovText = await cardText(page, 'Share of voice');
    for (const b of sov.brands) expect(sovText).toContain(`${b.brand} ${b.share.toFixed(1)}%`);
    await screenshotBoth(page, 'dashboards-media');
    await open(page, '/social-intelligence', 'Social');
    await cardText(page, 'Sentiment by platform');
    await screenshotBoth(page, 'dashboards-social');
    for (const [tab, heading] of [
      ['themes', 'Themes'],
      ['brand', 'Brand'],
      ['timeline', 'Timeline'],
      ['stakeholders', 'Stakeholders'],
      ['media', 'Media'],
      ['social', 'Social'],
    ] as const) {
      await open(page, `/custom-engine?tab=${tab}`, heading);
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it('filters live in the URL and change the figures', async () => {
    const q = await procedure<KpiCardData[]>(context, customerId, 'analytics.reputation.kpis', {
      customerId,
      from: '2026-07',
      to: '2026-09',
    });
    await open(page, '/summary?from=2026-07&to=2026-09', 'Summary');
    expect(await kpiValue(page, 'Overall')).toBe(score(q[0]!.value!));
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBeNull();
    expect(new URL(page.url()).searchParams.get('customer')).toBe('GRILLD');
  });

  it('has no serious accessibility violations on the main screens', async () => {
    for (const [path, heading, card] of [
      ['/summary', 'Summary', 'Top drivers'],
      ['/brand-dashboard', 'Brand', 'Brand scorecard'],
      ['/timeline', 'Timeline', 'Events'],
    ] as const) {
      await open(page, path, heading);
      await cardText(page, card);
      const violations = await seriousViolations(page, { exclude: 'header' });
      expect(violations, `${path}\n${violations.join('\n')}`).toEqual([]);
    }
  }, 240_000);
});
