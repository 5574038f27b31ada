/** Answers about media and social coverage and the themes in what people write. */
import type { Theme } from '@repute/shared/analytics';
import type { ToolContext } from '../tool-types';
import { fmt, pct, periodLabel, signed, sourceLine, table } from './format';
import { cannotAnswer } from './no-data';
import type { ToolQuery } from './tools';
import { analytics } from './tools';

function queryPeriod(q: ToolQuery): string {
  return q.from ? periodLabel({ from: q.from, to: q.to ?? q.from }) : 'all dates in the dataset';
}

function noMedia(ctx: ToolContext, q: ToolQuery, what = 'media coverage'): string {
  return cannotAnswer(ctx, what, q, ['media', 'social']);
}

const CHANNEL_LABELS: Record<string, string> = {
  news: 'News',
  blog: 'Blogs',
  forum: 'Forums',
  review: 'Reviews',
  social: 'Social',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};
const channelLabel = (key: string) => CHANNEL_LABELS[key] ?? key;

export function answerMedia(ctx: ToolContext, q: ToolQuery): string {
  const sov = analytics.shareOfVoice(ctx, q);
  const sentiment = analytics.mediaSentiment(ctx, q);
  if (sov.brands.length === 0 && sentiment.byChannel.length === 0) return noMedia(ctx, q);
  const own = sov.brands.find((b) => b.isOwn);
  const ranked = [...sov.brands].sort((a, b) => b.share - a.share);
  const lines: string[] = [];
  if (own) {
    const rank = ranked.indexOf(own) + 1;
    lines.push(
      `**${ctx.customer.name} has a ${pct(own.share)} share of voice** (${own.mentions} mentions), ${rank === 1 ? 'the largest' : `number ${rank}`} of ${ranked.length} brands.`,
    );
  }
  const channels = sentiment.byChannel.filter((row) => row.total > 0);
  const worst = [...channels]
    .filter((row) => row.netSentiment !== null)
    .sort((a, b) => (a.netSentiment ?? 0) - (b.netSentiment ?? 0))[0];
  if (worst && worst.netSentiment !== null) {
    lines.push(
      `The least favourable channel is **${channelLabel(worst.key)}** with net sentiment ${signed(worst.netSentiment)}.`,
    );
  }
  return [
    ...lines,
    '',
    '**Share of voice**',
    '',
    table(
      ['Brand', 'Mentions', 'Share'],
      ranked.map((b) => [b.isOwn ? `**${b.brand}**` : b.brand, String(b.mentions), pct(b.share)]),
    ),
    '',
    '**Coverage by channel**',
    '',
    table(
      ['Channel', 'Mentions', 'Net sentiment', 'Reach'],
      channels.map((row) => [
        channelLabel(row.key),
        String(row.total),
        row.netSentiment === null ? '–' : signed(row.netSentiment),
        String(row.reach),
      ]),
    ),
    '',
    `Net sentiment = ${sentiment.formula}.`,
    '',
    sourceLine(sov.dataset ?? sentiment.dataset, queryPeriod(q)),
  ].join('\n');
}

export function answerSocial(ctx: ToolContext, q: ToolQuery): string {
  const sentiment = analytics.mediaSentiment(ctx, q);
  const platforms = sentiment.byPlatform.filter((row) => row.total > 0);
  if (platforms.length === 0) return noMedia(ctx, q, 'social platforms');
  const byRate = [...platforms]
    .filter((row) => row.engagementRate !== null)
    .sort((a, b) => (b.engagementRate ?? 0) - (a.engagementRate ?? 0));
  const byVolume = [...platforms].sort((a, b) => b.total - a.total);
  const busiest = byVolume[0];
  const engaging = byRate[0];
  return [
    busiest
      ? `**${channelLabel(busiest.key)}** carries the most social mentions of ${ctx.customer.name} (${busiest.total}, net sentiment ${busiest.netSentiment === null ? 'n/a' : signed(busiest.netSentiment)}).`
      : '',
    engaging && engaging.engagementRate !== null
      ? `The highest engagement rate is on **${channelLabel(engaging.key)}**: ${pct(engaging.engagementRate)} of reach.`
      : '',
    '',
    table(
      ['Platform', 'Mentions', 'Net sentiment', 'Engagement rate'],
      byVolume.map((row) => [
        channelLabel(row.key),
        String(row.total),
        row.netSentiment === null ? '–' : signed(row.netSentiment),
        row.engagementRate === null ? '–' : pct(row.engagementRate),
      ]),
    ),
    '',
    `Net sentiment = ${sentiment.formula}; engagement rate = engagements / reach.`,
    '',
    sourceLine(sentiment.dataset, queryPeriod(q)),
  ].join('\n');
}

/** Negative themes, worst first; rising ones before steady ones of the same sentiment. */
export function negativeThemes(themes: readonly Theme[]): Theme[] {
  return themes
    .filter((t) => t.netSentiment < 0)
    .sort((a, b) => {
      const rising = Number(b.trendDirection === 'up') - Number(a.trendDirection === 'up');
      return rising !== 0 ? rising : a.netSentiment - b.netSentiment;
    });
}

export function answerThemes(ctx: ToolContext, q: ToolQuery, negativeOnly = false): string {
  const result = analytics.themes(ctx, q, 'all', 10);
  if (result.themes.length === 0) {
    return cannotAnswer(ctx, 'themes', q, ['survey', 'media', 'social']);
  }
  const negatives = negativeThemes(result.themes);
  const shown = negativeOnly && negatives.length ? negatives : result.themes;
  const worst = [...result.themes].sort((a, b) => a.netSentiment - b.netSentiment)[0];
  const biggest = [...result.themes].sort((a, b) => b.volume - a.volume)[0];
  const arrow = (t: Theme) =>
    t.trendDirection === 'up' ? 'rising' : t.trendDirection === 'down' ? 'falling' : 'steady';
  const quote =
    negatives[0]?.quotes.find((qt) => qt.sentiment === 'negative') ?? negatives[0]?.quotes[0];
  return [
    biggest
      ? `The biggest theme for ${ctx.customer.name} is **${biggest.label}** (${biggest.volume} texts, ${pct(biggest.share)} of all), net sentiment ${signed(biggest.netSentiment)}.`
      : '',
    worst && worst.netSentiment < 0
      ? `The most negative is **${worst.label}** (net sentiment ${signed(worst.netSentiment)}, ${arrow(worst)}).`
      : 'No theme is negative on balance.',
    '',
    table(
      ['Theme', 'Texts', 'Share', 'Net sentiment', 'Trend'],
      shown.map((t) => [t.label, String(t.volume), pct(t.share), signed(t.netSentiment), arrow(t)]),
    ),
    quote ? `\n> ${quote.text.replace(/\s+/g, ' ').slice(0, 240)}` : '',
    '',
    `Based on ${result.totalTexts} survey comments and media texts; net sentiment = (positive − negative) / all × 100.`,
    '',
    `_Source: survey comments and media texts, ${queryPeriod(q)}._`,
  ].join('\n');
}

export { fmt };
