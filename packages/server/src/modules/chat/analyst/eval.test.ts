/**
 * The analyst's evaluation set: questions a brand team asks, over the seeded demo data. The
 * facts each answer must contain are computed from the analytics services at test time and
 * written with the analyst's own number formats, so a case passes only when the answer quotes
 * what the services return (and names the dataset and period where it should).
 */
import { DIMENSION_LABELS, LOW_BASE, MIN_BASE, PULSE_LABELS } from '@repute/shared/analytics';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema/index';
import { seedDemoData } from '../../../db/seed/index';
import { createTestDatabase } from '../../../test/db';
import type { ToolContext } from '../tool-types';
import { warmAnalystNow } from '../warm';
import { answerWithAnalyst } from './analyst';
import { generateInsights } from './insights';
import { negativeThemes } from './answers-media';
import { weakDrivers } from './answers-drivers';
import { bandLabel, fmt, pct, periodLabel, signed } from './format';
import { findKpi } from './measures';
import type { Measure } from './intent';
import { groundingNote } from '../llm/grounding';
import { analytics, recordAnalytics, type ToolQuery } from './tools';

/** What an answer says when the data cannot answer; used when a service returns nothing. */
const CANNOT = "I can't answer that";

type Facts = (ctx: ToolContext) => string[];
interface EvalCase {
  question: string;
  /** Earlier user questions, asked (and answered by the analyst) first. */
  before?: string[];
  customer?: string;
  facts: Facts;
}

const LAST_QUARTER: ToolQuery = { from: '2026-07', to: '2026-09' };
const SINCE_MARCH: ToolQuery = { from: '2026-03', to: '2026-10' };
const LAST_MONTH: ToolQuery = { from: '2026-10', to: '2026-10' };
const YEAR_2025: ToolQuery = { from: '2025-01', to: '2025-12' };

// ---------------------------------------------------------------- expected facts

const overall =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const s = analytics.summary(ctx, q);
    if (!s.overall || s.overall.value === null) return [CANNOT];
    return [
      fmt(s.overall.value),
      bandLabel(s.overall.band),
      s.dataset?.name ?? '',
      periodLabel(s.period),
    ];
  };

const kpi =
  (measure: Measure, q: ToolQuery = {}): Facts =>
  (ctx) => {
    const s = analytics.summary(ctx, q);
    const row = findKpi(s, measure);
    if (!row || row.value === null) return [CANNOT];
    const label =
      (PULSE_LABELS as Record<string, string>)[measure] ??
      (DIMENSION_LABELS as Record<string, string>)[measure] ??
      measure;
    return [label, fmt(row.value), periodLabel(s.period), s.dataset?.name ?? ''];
  };

const dimensions =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const dims = analytics.summary(ctx, q).dimensions.filter((d) => d.value !== null);
    if (dims.length === 0) return [CANNOT];
    const sorted = [...dims].sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
    const best = sorted[0]!;
    const worst = sorted.at(-1)!;
    return [best.label, fmt(best.value!), worst.label, fmt(worst.value!)];
  };

const trend =
  (q: ToolQuery = {}, dimension?: keyof typeof DIMENSION_LABELS): Facts =>
  (ctx) => {
    const months = analytics.trend(ctx, q).months;
    const values = months
      .map((m) => ({
        month: m.month,
        value: dimension ? (m.dimensions[dimension]?.value ?? null) : m.overall.value,
      }))
      .filter((p): p is { month: string; value: number } => p.value !== null);
    const first = values[0];
    const last = values.at(-1);
    if (!first || !last) return [CANNOT];
    return [fmt(first.value), fmt(last.value), ...(dimension ? [DIMENSION_LABELS[dimension]] : [])];
  };

const drivers =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const r = analytics.drivers(ctx, q);
    if (r.suppressed || r.drivers.length === 0) return [CANNOT];
    const top = [...r.drivers].sort((a, b) => b.share - a.share)[0]!;
    const weak = weakDrivers(r.drivers, r.performanceMid)[0];
    return [
      top.label,
      pct(top.share),
      fmt(top.performance),
      ...(weak ? [weak.label, pct(weak.share)] : []),
    ];
  };

const weakest = (): Facts => (ctx) => {
  const r = analytics.drivers(ctx);
  const weak = weakDrivers(r.drivers, r.performanceMid)[0];
  return weak ? [weak.label, fmt(weak.performance)] : [CANNOT];
};

const themes =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const t = analytics.themes(ctx, q, 'all', 10);
    if (t.themes.length === 0) return [CANNOT];
    const biggest = [...t.themes].sort((a, b) => b.volume - a.volume)[0]!;
    const worst = [...t.themes].sort((a, b) => a.netSentiment - b.netSentiment)[0]!;
    return [
      biggest.label,
      String(biggest.volume),
      worst.label,
      signed(worst.netSentiment),
      String(t.totalTexts),
    ];
  };

const recommendations = (): Facts => (ctx) => {
  const r = analytics.drivers(ctx);
  const t = analytics.themes(ctx, {}, 'all', 10);
  const weak = weakDrivers(r.drivers, r.performanceMid).slice(0, 2);
  const neg = negativeThemes(t.themes).slice(0, 2);
  if (weak.length === 0 && neg.length === 0) return [CANNOT];
  return [
    ...weak.flatMap((d) => [d.label, pct(d.share), fmt(d.performance)]),
    ...neg.map((n) => n.label),
  ];
};

const media =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const sov = analytics.shareOfVoice(ctx, q);
    const own = sov.brands.find((b) => b.isOwn);
    if (!own) return [CANNOT];
    return [pct(own.share), String(own.mentions)];
  };

const social =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const rows = analytics.mediaSentiment(ctx, q).byPlatform.filter((r) => r.total > 0);
    if (rows.length === 0) return [CANNOT];
    const busiest = [...rows].sort((a, b) => b.total - a.total)[0]!;
    return [String(busiest.total)];
  };

const competitors =
  (q: ToolQuery = {}, brand?: string): Facts =>
  (ctx) => {
    const b = analytics.benchmark(ctx, q);
    const k = b.kpis.find((x) => x.key === 'overall') ?? b.kpis.find((x) => x.kind === 'score');
    const own = k?.values.find((v) => v.isOwn && v.estimate.value !== null);
    if (!k || !own) return [CANNOT];
    const named = brand ? k.values.find((v) => v.brand === brand) : undefined;
    return [
      fmt(own.estimate.value!),
      `${own.rank} of`,
      ...(named && named.gapToOwn !== null ? [named.brand, signed(named.gapToOwn)] : []),
    ];
  };

const segments =
  (by: 'age_band' | 'gender' | 'region', q: ToolQuery = {}): Facts =>
  (ctx) => {
    const rows = analytics
      .segments(ctx, by, q)
      .rows.filter((r) => !r.overall.suppressed && r.overall.value !== null);
    if (rows.length === 0) return [CANNOT];
    const top = rows.reduce((a, b) => ((b.overall.value ?? 0) > (a.overall.value ?? 0) ? b : a));
    const bottom = rows.reduce((a, b) => ((b.overall.value ?? 0) < (a.overall.value ?? 0) ? b : a));
    return [top.label, fmt(top.overall.value!), bottom.label, fmt(bottom.overall.value!)];
  };

const stakeholders = (): Facts => (ctx) => {
  const rows = analytics
    .stakeholders(ctx)
    .rows.filter((r) => !r.overall.suppressed && r.overall.value !== null);
  if (rows.length === 0) return [CANNOT];
  const top = rows.reduce((a, b) => ((b.overall.value ?? 0) > (a.overall.value ?? 0) ? b : a));
  return [top.label, fmt(top.overall.value!)];
};

const nps =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const r = analytics.nps(ctx, q);
    if (r.nps.value === null) return [CANNOT];
    return [signed(r.nps.value), ...(r.promoters !== null ? [fmt(r.promoters)] : [])];
  };

const funnel =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const own = analytics.funnel(ctx, q).brands.find((b) => b.isOwn && !b.suppressed);
    const first = own?.stages[0];
    if (!own || !first || first.share === null) return [CANNOT];
    const competitor = analytics.funnel(ctx, q).brands.find((b) => !b.isOwn && !b.suppressed);
    return [`${fmt(first.share)}%`, ...(competitor ? [competitor.brand] : [])];
  };

const imagery =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const own = analytics.imagery(ctx, q).brands.find((b) => b.isOwn);
    const top = Object.entries(own?.associations ?? {}).sort((a, b) => b[1] - a[1])[0];
    if (!top) return [CANNOT];
    return [top[0], `${fmt(top[1])}%`];
  };

const events =
  (q: ToolQuery = {}): Facts =>
  (ctx) => {
    const t = analytics.timeline(ctx, q);
    const scored = t.months.filter((m) => m.score !== null);
    if (scored.length === 0) return [CANNOT];
    const low = scored.reduce((a, b) => ((b.score ?? 0) < (a.score ?? 0) ? b : a));
    const inRange = t.events.filter(
      (e) => !q.from || (e.date.slice(0, 7) >= q.from && e.date.slice(0, 7) <= (q.to ?? q.from)),
    );
    return [fmt(low.score!), ...inRange.slice(0, 3).map((e) => e.title)];
  };

const datasets = (): Facts => (ctx) => analytics.datasets(ctx).map((d) => d.name);
const cannot = (): Facts => () => [CANNOT];
const help = (): Facts => () => ['key drivers', 'competitors', 'what to do next'];

// ---------------------------------------------------------------- the set

const CASES: EvalCase[] = [
  { question: 'What is our reputation score?', facts: overall() },
  { question: 'How is our reputation doing?', facts: overall() },
  { question: 'Give me the overall score', facts: overall() },
  { question: 'What was our reputation score last quarter?', facts: overall(LAST_QUARTER) },
  { question: 'What is our score since March?', facts: overall(SINCE_MARCH) },
  { question: 'What was the reputation score last month?', facts: overall(LAST_MONTH) },
  { question: 'Reputation score in 2025?', facts: overall(YEAR_2025) },
  { question: 'How much do people trust us?', facts: kpi('trust') },
  { question: 'What is our esteem score?', facts: kpi('esteem') },
  { question: 'How do we score on admiration?', facts: kpi('admiration') },
  { question: 'How are we rated on innovation?', facts: kpi('innovation') },
  { question: 'How is our governance rated?', facts: kpi('governance') },
  { question: 'What do people think of our products?', facts: kpi('products_services') },
  { question: 'How is our leadership seen?', facts: kpi('leadership') },
  { question: 'Are we seen as a good employer?', facts: kpi('workplace') },
  { question: 'Show me the dimensions', facts: dimensions() },
  { question: 'What are our strengths and weaknesses?', facts: dimensions() },
  { question: 'How has our reputation changed over time?', facts: trend() },
  { question: 'Show me the trend since March', facts: trend(SINCE_MARCH) },
  { question: 'How has innovation trended?', facts: trend({}, 'innovation') },
  { question: 'What drives our reputation?', facts: drivers() },
  { question: 'What are the key drivers?', facts: drivers() },
  { question: 'Which driver should we improve first?', facts: weakest() },
  { question: 'What are people saying about us?', facts: themes() },
  { question: 'What are the main themes?', facts: themes() },
  { question: 'What are customers complaining about?', facts: themes() },
  { question: 'What should we do?', facts: recommendations() },
  { question: 'What are your recommendations?', facts: recommendations() },
  { question: 'How is our media coverage?', facts: media() },
  { question: 'What is our share of voice?', facts: media() },
  { question: 'How are we doing on social media?', facts: social() },
  { question: 'How do we compare with competitors?', facts: competitors() },
  { question: 'How do we compare against Huxtaburger?', facts: competitors({}, 'Huxtaburger') },
  { question: "What is Huxtaburger's reputation score?", facts: overall({ brand: 'Huxtaburger' }) },
  { question: 'How do we do by age?', facts: segments('age_band') },
  { question: 'Show me the score by gender', facts: segments('gender') },
  { question: 'How do regions compare?', facts: segments('region') },
  { question: 'How do our stakeholders see us?', facts: stakeholders() },
  { question: 'What is our NPS?', facts: nps() },
  { question: 'What does our brand funnel look like?', facts: funnel() },
  { question: 'How does awareness convert to consideration?', facts: funnel() },
  { question: 'How is our brand imagery?', facts: imagery() },
  { question: 'What do people associate us with last quarter?', facts: imagery(LAST_QUARTER) },
  { question: 'What happened in 2025?', facts: events(YEAR_2025) },
  {
    question: 'Why did our score drop in March 2025?',
    facts: events({ from: '2025-03', to: '2025-03' }),
  },
  { question: 'What data do you have?', facts: datasets() },
  { question: 'What is our share price?', facts: cannot() },
  { question: 'Tell me a joke', facts: cannot() },
  { question: 'hello', facts: help() },
  // Follow-ups: the conversation carries the topic, measure and period.
  {
    question: 'and last quarter?',
    before: ['What is our reputation score?'],
    facts: overall(LAST_QUARTER),
  },
  { question: 'what about trust?', before: ['What is our reputation score?'], facts: kpi('trust') },
  {
    question: 'and what about innovation?',
    before: ['How much do people trust us last quarter?'],
    facts: kpi('innovation', LAST_QUARTER),
  },
  { question: 'and by gender?', before: ['How do we do by age?'], facts: segments('gender') },
  {
    question: 'and since March?',
    before: ['What drives our reputation?'],
    facts: drivers(SINCE_MARCH),
  },
  // Another customer's data.
  { question: 'What is our reputation score?', customer: 'NORTHBANK', facts: overall() },
  { question: 'What should we do?', customer: 'NORTHBANK', facts: recommendations() },
];

// ---------------------------------------------------------------- the run

describe('analyst evaluation set', () => {
  const contexts = new Map<string, ToolContext>();

  beforeAll(() => {
    const { db } = createTestDatabase();
    seedDemoData(db);
    for (const code of ['GRILLD', 'NORTHBANK']) {
      const row = db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.code, code))
        .get();
      if (!row) throw new Error(`demo customer ${code} missing`);
      contexts.set(code, { db, customer: row });
      // What opening the chat does (chat.context): the first answers then come from warm caches.
      warmAnalystNow({ db, customer: row });
    }
  }, 120_000);

  it(`answers at least 90% of ${CASES.length} questions with the services' figures within 1 s`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    let slowest = 0;
    const timings: number[] = [];
    const inventions: string[] = [];
    for (const c of CASES) {
      const ctx = contexts.get(c.customer ?? 'GRILLD')!;
      const history: { role: 'user' | 'assistant'; content: string }[] = [];
      for (const earlier of c.before ?? []) {
        history.push({ role: 'user', content: earlier });
        history.push({
          role: 'assistant',
          content: answerWithAnalyst(ctx, earlier, history.slice(0, -1)),
        });
      }
      // The contract's published thresholds may be quoted too (suppression below n = 30).
      const seen: unknown[] = [{ MIN_BASE, LOW_BASE }];
      recordAnalytics((result) => seen.push(result));
      const started = performance.now();
      const answer = answerWithAnalyst(ctx, c.question, history);
      recordAnalytics(null);
      // Every figure in the answer must be one a service returned for this answer.
      const ungrounded = groundingNote(answer, seen);
      if (ungrounded) inventions.push(`- "${c.question}": ${ungrounded.trim()}`);
      const elapsed = performance.now() - started;
      if (elapsed > 300) console.log(`slow: "${c.question}" took ${elapsed.toFixed(0)} ms`);
      slowest = Math.max(slowest, elapsed);
      timings.push(elapsed);
      let facts: string[];
      try {
        facts = c.facts(ctx).filter((f) => f !== '');
      } catch (error) {
        failures.push(`- "${c.question}": the services failed: ${String(error)}`);
        continue;
      }
      const missing = facts.filter((fact) => !answer.includes(fact));
      if (facts.length === 0 || missing.length > 0) {
        failures.push(
          `- "${c.question}"${c.before ? ` after ${JSON.stringify(c.before)}` : ''}: missing ${JSON.stringify(missing)}\n  ${answer.slice(0, 300).replace(/\n/g, '\n  ')}`,
        );
      }
    }
    const passed = CASES.length - failures.length;
    const rate = (passed / CASES.length) * 100;
    console.log(
      `Analyst evaluation: ${passed}/${CASES.length} passed (${rate.toFixed(1)}%); slowest answer ${slowest.toFixed(0)} ms`,
    );
    if (failures.length) console.log(`Failed cases:\n${failures.join('\n')}`);
    // The bound holds for nine answers in ten even when the shared test machine is saturated;
    // the slowest is printed above (about 0.2 s on an idle machine).
    const p90 = [...timings].sort((a, b) => a - b)[Math.floor(timings.length * 0.9)] ?? 0;
    console.log(`Answer time p90 ${p90.toFixed(0)} ms`);
    expect(p90).toBeLessThan(1000);
    expect(rate).toBeGreaterThanOrEqual(90);
    if (inventions.length)
      console.log(`Figures not traced to a service:\n${inventions.join('\n')}`);
    expect(inventions).toEqual([]);
  }, 120_000);

  it("generates insight cards whose figures are the services' figures, each linking to evidence", () => {
    const ctx = contexts.get('GRILLD')!;
    const cards = generateInsights(ctx);
    const kinds = new Set(cards.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['competitor_gap', 'mover', 'negative_theme', 'weak_driver']);
    for (const card of cards) expect(card.href).toMatch(/^\/[a-z-]+$/);

    const r = analytics.drivers(ctx);
    const weak = weakDrivers(r.drivers, r.performanceMid)[0]!;
    const driverCard = cards.find((c) => c.kind === 'weak_driver')!;
    expect(driverCard.metric.value).toBe(pct(weak.share));
    expect(driverCard.body).toContain(weak.label);
    expect(driverCard.href).toBe('/reputation-drivers');

    const theme = negativeThemes(analytics.themes(ctx, {}, 'all', 12).themes)[0]!;
    const themeCard = cards.find((c) => c.kind === 'negative_theme')!;
    expect(themeCard.metric.value).toBe(signed(theme.netSentiment));
    expect(themeCard.body).toContain(String(theme.volume));

    const s = analytics.summary(ctx);
    const rows = [s.overall!, ...s.pulse, ...s.dimensions].filter((x) => x.change?.delta != null);
    const biggestUp = rows
      .filter((x) => x.change!.delta! > 0)
      .sort((a, b) => b.change!.delta! - a.change!.delta!)[0];
    if (biggestUp) {
      const mover = cards.find((c) => c.id === `mover-${biggestUp.key}`)!;
      expect(mover.metric.value).toBe(signed(biggestUp.change!.delta!));
      expect(mover.body).toContain(fmt(biggestUp.value!));
    }

    const gapCard = cards.find((c) => c.kind === 'competitor_gap')!;
    const overallKpi = analytics.benchmark(ctx).kpis.find((k) => k.key === 'overall')!;
    const gaps = overallKpi.values
      .filter((v) => !v.isOwn && v.gapToOwn !== null)
      .map((v) => signed(v.gapToOwn!));
    expect(gaps).toContain(gapCard.metric.value);
    expect(gapCard.href).toBe('/benchmarking');
  });
});
