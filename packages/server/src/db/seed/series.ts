/** Monthly financial series (revenue, share price per brand) and the customer's channel spend. */
import type Database from 'better-sqlite3';
import { createDemoDataset, finishDataset } from './demo-datasets';
import { createRandom } from './random';
import {
  DEMO_MONTHS,
  DEMO_STORIES,
  DIMENSIONS,
  DEMO_DRIVER_WEIGHTS,
  latentMean,
  type BrandStory,
  type CustomerStory,
} from './story';

export const SPEND_CHANNELS = [
  'tv',
  'radio',
  'print',
  'ooh',
  'search',
  'social',
  'online_video',
  'pr',
] as const;

const CHANNEL_BASE: Record<(typeof SPEND_CHANNELS)[number], { spend: number; cpm: number }> = {
  tv: { spend: 180_000, cpm: 28 },
  radio: { spend: 40_000, cpm: 12 },
  print: { spend: 25_000, cpm: 22 },
  ooh: { spend: 60_000, cpm: 9 },
  search: { spend: 70_000, cpm: 35 },
  social: { spend: 90_000, cpm: 7 },
  online_video: { spend: 65_000, cpm: 15 },
  pr: { spend: 20_000, cpm: 0 },
};

/** The brand's mean latent Pulse in a month (the survey's true model, before respondent noise). */
export function meanPulse(story: CustomerStory, brand: BrandStory, month: string): number {
  let pulse = 50;
  for (const d of DIMENSIONS)
    pulse += DEMO_DRIVER_WEIGHTS[d] * (latentMean(story, brand, d, month) - 50);
  return pulse + latentMean(story, brand, 'trust', month) / 4;
}

/** Deterministic spend plan for the customer: flighted bursts around its events and season. */
export function spendPlan(story: CustomerStory): Map<string, Map<string, number>> {
  const rng = createRandom(story.seed + 3);
  const burstMonths = new Set(
    story.brands[0]?.events.filter((e) => e.impact > 0).map((e) => e.month) ?? [],
  );
  const plan = new Map<string, Map<string, number>>();
  for (const month of DEMO_MONTHS) {
    const calendar = Number(month.slice(5, 7));
    const season = 1 + 0.25 * Math.cos(((calendar - story.seasonPeak) / 12) * 2 * Math.PI);
    const burst = burstMonths.has(month) ? 1.8 : 1;
    const byChannel = new Map<string, number>();
    for (const channel of SPEND_CHANNELS) {
      const base = CHANNEL_BASE[channel].spend;
      // TV and outdoor are flighted (some months dark); digital runs always.
      const dark = (channel === 'tv' || channel === 'ooh') && rng.next() < 0.2 && burst === 1;
      const value = dark ? 0 : base * season * burst * Math.exp(rng.normal(0, 0.15));
      byChannel.set(channel, Math.round(value));
    }
    plan.set(month, byChannel);
  }
  return plan;
}

/** Geometric adstock (decay 0.5) of total spend, scaled to 0..1 over the window. */
export function spendPressure(story: CustomerStory): Map<string, number> {
  const plan = spendPlan(story);
  const result = new Map<string, number>();
  let carry = 0;
  const values: number[] = [];
  for (const month of DEMO_MONTHS) {
    const total = [...(plan.get(month)?.values() ?? [])].reduce((a, b) => a + b, 0);
    carry = total + 0.5 * carry;
    values.push(carry);
  }
  const max = Math.max(...values);
  DEMO_MONTHS.forEach((month, i) => result.set(month, (values[i] ?? 0) / max));
  return result;
}

function seedFinancial(client: Database.Database, story: CustomerStory, customerId: number) {
  const datasetId = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Financial Series 2024-2026`,
    'financial',
  );
  const rng = createRandom(story.seed + 1);
  const insert = client.prepare(
    `insert into financial_series (dataset_id, customer_id, date, brand, metric, value, unit)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  story.brands.forEach((brand, b) => {
    let price = 4 + b * 1.7 + rng.next() * 3;
    let previousPulse = meanPulse(story, brand, DEMO_MONTHS[0] ?? '');
    const revenueBase = (brand.isOwn ? 42 : 25 + b * 6) * (1 + rng.next() * 0.3);
    DEMO_MONTHS.forEach((month, t) => {
      const pulse = meanPulse(story, brand, month);
      // Returns respond to last month's reputation change: a lagged link to find.
      const ret = 0.004 + 0.006 * (pulse - previousPulse) + rng.normal(0, 0.03);
      price *= 1 + ret;
      const calendar = Number(month.slice(5, 7));
      const season = 1 + 0.08 * Math.cos(((calendar - story.seasonPeak) / 12) * 2 * Math.PI);
      const revenue =
        revenueBase *
        (1 + 0.004 * t) *
        season *
        (1 + 0.01 * (pulse - 60)) *
        Math.exp(rng.normal(0, 0.02));
      const date = `${month}-01`;
      insert.run(
        datasetId,
        customerId,
        date,
        brand.name,
        'revenue',
        Math.round(revenue * 100) / 100,
        'AUD m',
      );
      insert.run(
        datasetId,
        customerId,
        date,
        brand.name,
        'share_price',
        Math.round(price * 1000) / 1000,
        'AUD',
      );
      previousPulse = pulse;
    });
  });
  finishDataset(client, datasetId, 'financial');
}

function seedSpend(client: Database.Database, story: CustomerStory, customerId: number) {
  const datasetId = createDemoDataset(
    client,
    customerId,
    `${story.customer.name} Channel Spend 2024-2026`,
    'spend',
  );
  const insert = client.prepare(
    `insert into spend_series (dataset_id, customer_id, date, channel, spend, impressions, currency)
     values (?, ?, ?, ?, ?, ?, 'AUD')`,
  );
  for (const [month, byChannel] of spendPlan(story)) {
    for (const [channel, spend] of byChannel) {
      const cpm = CHANNEL_BASE[channel as keyof typeof CHANNEL_BASE].cpm;
      const impressions = cpm > 0 ? Math.round((spend / cpm) * 1000) : null;
      insert.run(datasetId, customerId, `${month}-01`, channel, spend, impressions);
    }
  }
  finishDataset(client, datasetId, 'spend');
}

export function seedSeries(client: Database.Database, ids: Map<string, number>): void {
  for (const story of DEMO_STORIES) {
    const customerId = ids.get(story.customer.code);
    if (customerId === undefined) continue;
    seedFinancial(client, story, customerId);
    seedSpend(client, story, customerId);
  }
}
