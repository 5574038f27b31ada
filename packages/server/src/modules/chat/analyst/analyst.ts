/**
 * The embedded analyst: no outside service. It reads the question (and the conversation so
 * far), calls the analytics services through `analytics`, and writes Markdown with their
 * figures, naming the dataset and period. Questions the data cannot answer are said to be so.
 */
import { answerFunnel, answerImagery } from './answers-brand';
import { eq } from 'drizzle-orm';
import { competitors } from '../../../db/schema/index';
import type { TChatTurn } from '../schemas';
import type { ToolContext } from '../tool-types';
import { answerDrivers, answerRecommendations } from './answers-drivers';
import { answerEvents } from './answers-events';
import { answerMedia, answerSocial, answerThemes } from './answers-media';
import {
  answerCompetitors,
  answerDimensions,
  answerNps,
  answerScore,
  answerSegments,
  answerTrend,
} from './answers-reputation';
import { describeRange } from './period';
import { conversationState, detectIntent, isFollowUp, resolveIntent, type Intent } from './intent';
import { analytics, type ToolQuery } from './tools';

const OUT_OF_SCOPE =
  /\b(share price|stock price|weather|revenue|sales figures?|salary|salaries|market cap|bitcoin|recipe|joke)\b/i;

export const CAPABILITIES = [
  'the reputation score and its trend',
  'the Pulse items (trust, esteem, admiration, good feeling) and the seven dimensions',
  'key drivers',
  'themes in comments and coverage',
  'media and social coverage and share of voice',
  'competitors',
  'segments (age, gender, region) and stakeholder groups',
  'NPS',
  'the brand funnel and brand imagery',
  'what happened: events and coverage spikes',
  'what to do next',
];

function capabilityList(): string {
  return CAPABILITIES.map((c) => `- ${c}`).join('\n');
}

function competitorNames(ctx: ToolContext): string[] {
  return ctx.db
    .select({ name: competitors.name })
    .from(competitors)
    .where(eq(competitors.customerId, ctx.customer.id))
    .all()
    .map((row) => row.name);
}

function datasetsAnswer(ctx: ToolContext): string {
  const datasets = analytics.datasets(ctx);
  return [
    `I work from ${ctx.customer.name}'s own datasets:`,
    '',
    ...datasets.map(
      (d) =>
        `- **${d.name}** (${d.kind}): ${d.rows} rows${d.from && d.to ? `, ${describeRange(d.from, d.to)}` : ''}`,
    ),
    '',
    'Ask me about:',
    capabilityList(),
  ].join('\n');
}

function dispatch(ctx: ToolContext, intent: Intent, q: ToolQuery): string | null {
  switch (intent.topic) {
    case 'score':
      return answerScore(ctx, intent, intent.brand ? { ...q, brand: intent.brand } : q);
    case 'trend':
      return answerTrend(ctx, intent, q);
    case 'dimensions':
      return intent.measure ? answerScore(ctx, intent, q) : answerDimensions(ctx, q);
    case 'drivers':
      return answerDrivers(ctx, q);
    case 'themes':
      return answerThemes(ctx, q);
    case 'media':
      return answerMedia(ctx, q);
    case 'social':
      return answerSocial(ctx, q);
    case 'competitors':
      return answerCompetitors(ctx, intent, q);
    case 'segments':
      return answerSegments(ctx, intent, q);
    case 'stakeholders':
      return answerSegments(ctx, intent, q, true);
    case 'recommendations':
      return answerRecommendations(ctx, q);
    case 'nps':
      return answerNps(ctx, q);
    case 'funnel':
      return answerFunnel(ctx, q);
    case 'imagery':
      return answerImagery(ctx, q);
    case 'events':
      return answerEvents(ctx, q);
    case 'datasets':
      return datasetsAnswer(ctx);
    case 'help':
      return `I'm ${ctx.customer.name}'s reputation analyst. I answer from your own data, with the figures from the dashboards. Ask me about:\n\n${capabilityList()}\n\nFollow-ups work too: "and last quarter?", "what about trust?".`;
    default:
      return null;
  }
}

export function answerWithAnalyst(
  ctx: ToolContext,
  message: string,
  history: readonly TChatTurn[],
): string {
  const datasets = analytics.datasets(ctx).filter((d) => d.rows > 0);
  const latest =
    datasets
      .map((d) => d.to ?? '')
      .sort()
      .at(-1) || new Date().toISOString().slice(0, 10);
  const brands = competitorNames(ctx);
  const current = detectIntent(message, latest, brands);

  if (OUT_OF_SCOPE.test(message) && !current.topic) {
    return `I can't answer that from ${ctx.customer.name}'s reputation data: it isn't something the analytics measure. I can tell you about:\n\n${capabilityList()}`;
  }
  if (datasets.length === 0 && current.topic !== 'help') {
    return `There is no data for ${ctx.customer.name} yet, so I can't answer that. Connect a survey or media dataset under **Connect** (or import a file) and ask me again.`;
  }
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const intent = resolveIntent(current, conversationState(earlier, latest), isFollowUp(message));
  const q: ToolQuery = intent.period
    ? { from: intent.period.from.slice(0, 7), to: intent.period.to.slice(0, 7) }
    : {};
  let answer: string | null;
  try {
    answer = dispatch(ctx, intent, q);
  } catch (error) {
    // A failing service must not become a made-up answer or a 500: say so plainly.
    console.error('analyst: analytics service failed', error);
    return `I can't answer that right now: the analytics for this question failed to compute. The dashboards may show the same problem; please try again later or ask something else.`;
  }
  if (answer) return answer;
  return `I'm not sure what you'd like to know, and I won't guess. I can answer questions about ${ctx.customer.name}'s:\n\n${capabilityList()}\n\nFor example: "What is our reputation score?", "What drives our reputation?" or "What should we do?"`;
}
