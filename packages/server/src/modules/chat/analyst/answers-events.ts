/** 'What happened?' and 'why did it move?': events, coverage spikes and the score by month. */
import type { ToolContext } from '../tool-types';
import { fmt, periodLabel, signed, sourceLine, table } from './format';
import { cannotAnswer } from './no-data';
import { monthName } from './period';
import { analytics, type ToolQuery } from './tools';

const monthText = (month: string) => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
const IMPACT = ['severe harm', 'harm', 'neutral', 'lift', 'strong lift'];

function monthsBefore(month: string, n: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

export function answerEvents(ctx: ToolContext, q: ToolQuery): string {
  // A short period is read against the two months before it, so a drop shows as a drop.
  const short = q.from && q.to && monthsBefore(q.to, 2) < q.from;
  const wide: ToolQuery = short && q.from ? { ...q, from: monthsBefore(q.from, 2) } : q;
  const t = analytics.timeline(ctx, wide);
  const months = t.months.filter((m) => m.score !== null || m.mentions > 0);
  if (months.length === 0 && t.events.length === 0) {
    return cannotAnswer(ctx, 'events and spikes', q, ['events', 'media', 'survey']);
  }
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const period = first && last ? periodLabel({ from: first, to: last }) : periodLabel(null);
  const from = q.from ?? first;
  const to = q.to ?? last;
  const events = t.events.filter(
    (e) => !from || !to || (e.date.slice(0, 7) >= from && e.date.slice(0, 7) <= to),
  );
  const spikes = months.filter((m) => m.spike);
  const scored = months.filter((m): m is typeof m & { score: number } => m.score !== null);
  const low = scored.length ? scored.reduce((a, b) => (b.score < a.score ? b : a)) : null;
  const high = scored.length ? scored.reduce((a, b) => (b.score > a.score ? b : a)) : null;
  const lines: string[] = [];
  if (short && scored.length > 1) {
    const asked = scored.filter((m) => m.month >= (q.from ?? '') && m.month <= (q.to ?? ''));
    const before = scored.filter((m) => m.month < (q.from ?? ''));
    lines.push(
      `${asked.map((m) => `In **${monthText(m.month)}** the score was **${fmt(m.score)}**`).join('; ')}${before.length ? `, after ${before.map((m) => `${fmt(m.score)} in ${monthText(m.month)}`).join(' and ')}` : ''}.`,
    );
  } else if (low && high && low !== high) {
    lines.push(
      `Over ${period}, ${ctx.customer.name}'s score was lowest in **${monthText(low.month)}** (${fmt(low.score)}) and highest in **${monthText(high.month)}** (${fmt(high.score)}).`,
    );
  }
  if (spikes.length) {
    lines.push(
      `Coverage spiked in ${spikes.map((m) => `**${monthText(m.month)}** (${m.mentions} mentions${m.netSentiment === null ? '' : `, net sentiment ${signed(m.netSentiment)}`})`).join(', ')}.`,
    );
  }
  lines.push('');
  if (events.length) {
    lines.push(
      '**What happened**',
      '',
      table(
        ['Date', 'Event', 'Type', 'Expected effect'],
        events.map((e) => [e.date, e.title, e.category, IMPACT[e.impact + 2] ?? String(e.impact)]),
      ),
    );
  } else {
    lines.push('No events are recorded for this period.');
  }
  lines.push(
    '',
    'Events line up with movements in time; they do not prove cause. Compare them with the score and the themes of the same months.',
    '',
    sourceLine(
      t.surveyDataset ?? t.mediaDataset,
      period,
      t.mediaDataset && t.surveyDataset ? `coverage from **${t.mediaDataset.name}**` : undefined,
    ),
  );
  return lines.join('\n');
}
