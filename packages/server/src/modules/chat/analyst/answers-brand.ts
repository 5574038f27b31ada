/** Brand tracking answers: the funnel against competitors, and brand imagery associations. */
import { MIN_BASE } from '@repute/shared/analytics';
import type { ToolContext } from '../tool-types';
import { fmt, periodLabel, sourceLine, table } from './format';
import { cannotAnswer } from './no-data';
import { analytics, type ToolQuery } from './tools';

const pctOrDash = (value: number | null) => (value === null ? '–' : `${fmt(value)}%`);

export function answerFunnel(ctx: ToolContext, q: ToolQuery): string {
  const r = analytics.funnel(ctx, q);
  const reported = r.brands.filter((b) => !b.suppressed && b.stages.some((s) => s.share !== null));
  const own = reported.find((b) => b.isOwn);
  if (!own) return cannotAnswer(ctx, 'the brand funnel', q, ['survey']);
  const period = periodLabel(analytics.reportingPeriods(ctx, r.dataset?.id, q)?.current);
  const first = own.stages[0];
  const last = own.stages.at(-1);
  // The weakest conversion is where the funnel leaks most.
  const leak = own.stages
    .filter((s) => s.conversion !== null)
    .sort((a, b) => (a.conversion as number) - (b.conversion as number))[0];
  const lines = [
    `**${ctx.customer.name}'s brand funnel** in ${period}: ${pctOrDash(first?.share ?? null)} ${first?.label.toLowerCase() ?? 'aware'}, down to ${pctOrDash(last?.share ?? null)} ${last?.label.toLowerCase() ?? ''}.`,
  ];
  if (leak)
    lines.push(
      `The weakest step is **${leak.label}** (${fmt(leak.conversion as number)}% of the stage before).`,
    );
  lines.push(
    '',
    table(
      ['Stage', ...reported.map((b) => b.brand)],
      own.stages.map((stage, i) => [
        stage.label,
        ...reported.map((b) => {
          const s = b.stages[i];
          if (!s) return '–';
          return s.conversion === null
            ? pctOrDash(s.share)
            : `${pctOrDash(s.share)} (${fmt(s.conversion)}% conv.)`;
        }),
      ]),
    ),
    '',
    'Shares are of all respondents rating the brand; conversion is the share of the stage before.',
    '',
    sourceLine(r.dataset, period, `base n = ${own.n}`),
  );
  return lines.join('\n');
}

export function answerImagery(ctx: ToolContext, q: ToolQuery): string {
  const r = analytics.imagery(ctx, q);
  const own = r.brands.find((b) => b.isOwn);
  if (!own || own.n < MIN_BASE || r.attributes.length === 0)
    return cannotAnswer(ctx, 'brand imagery', q, ['survey']);
  const period = periodLabel(analytics.reportingPeriods(ctx, r.dataset?.id, q)?.current);
  const ranked = r.attributes
    .map((attribute) => ({ attribute, share: own.associations[attribute] ?? null }))
    .filter((a): a is { attribute: string; share: number } => a.share !== null)
    .sort((a, b) => b.share - a.share);
  if (ranked.length === 0) return cannotAnswer(ctx, 'brand imagery', q, ['survey']);
  const top = ranked.slice(0, 3).map((a) => `**${a.attribute}** (${fmt(a.share)}%)`);
  const bottom = ranked.at(-1);
  const others = r.brands.filter((b) => !b.isOwn);
  return [
    `People most associate ${ctx.customer.name} with ${top.join(', ')} in ${period}${bottom && ranked.length > 3 ? `; least with **${bottom.attribute}** (${fmt(bottom.share)}%)` : ''}.`,
    '',
    table(
      ['Attribute', own.brand, ...others.map((b) => b.brand)],
      ranked.map((a) => [
        a.attribute,
        `${fmt(a.share)}%`,
        ...others.map((b) =>
          b.associations[a.attribute] === undefined ? '–' : `${fmt(b.associations[a.attribute]!)}%`,
        ),
      ]),
    ),
    '',
    'Each figure is the share of the brand’s respondents who associate it with the attribute.',
    '',
    sourceLine(r.dataset, period, `base n = ${own.n}`),
  ].join('\n');
}
