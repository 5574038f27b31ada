import type { ToolContext } from '../tool-types';

export interface InsightCard {
  id: string;
  kind: 'mover' | 'weak_driver' | 'negative_theme' | 'competitor_gap';
  title: string;
  body: string;
  href: string;
}

export function generateInsights(ctx: ToolContext): InsightCard[] {
  void ctx;
  return [];
}
