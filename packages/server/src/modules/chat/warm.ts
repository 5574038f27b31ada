/**
 * Opening the chat asks for its context; that is the moment to compute the analytics an answer
 * most often needs, so the first question is answered from warm caches (well under a second).
 */
import { analytics } from './analyst/tools';
import type { ToolContext } from './tool-types';

const WARM_EVERY_MS = 10 * 60_000;
const lastWarmed = new Map<number, number>();

const STEPS: ((ctx: ToolContext) => unknown)[] = [
  (ctx) => analytics.summary(ctx),
  (ctx) => analytics.drivers(ctx),
  (ctx) => analytics.themes(ctx, {}, 'all', 10),
  (ctx) => analytics.trend(ctx),
  (ctx) => analytics.nps(ctx),
  (ctx) => analytics.benchmark(ctx),
  (ctx) => analytics.shareOfVoice(ctx),
  (ctx) => analytics.mediaSentiment(ctx),
];

/** Runs every step now (tests, and the tail of warmAnalystSoon). */
export function warmAnalystNow(ctx: ToolContext): void {
  for (const step of STEPS) {
    try {
      step(ctx);
    } catch (error) {
      // The question that needs it will say plainly that it cannot be answered.
      console.error('chat warm-up: analytics service failed', error);
    }
  }
}

/** Warms in the background, one service per event-loop turn, at most every ten minutes. */
export function warmAnalystSoon(ctx: ToolContext): void {
  const now = Date.now();
  if ((lastWarmed.get(ctx.customer.id) ?? 0) > now - WARM_EVERY_MS) return;
  lastWarmed.set(ctx.customer.id, now);
  const steps = [...STEPS];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step(ctx);
    } catch (error) {
      console.error('chat warm-up: analytics service failed', error);
    }
    setImmediate(next);
  };
  setImmediate(next);
}
