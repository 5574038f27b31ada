import type { SentimentLabel } from '../../db/schema/index';
import { polarityScores } from './vader-fast';

export interface Sentiment {
  /** VADER compound score in [-1, 1]. */
  score: number;
  label: SentimentLabel;
}

/** VADER's published thresholds: compound >= 0.05 positive, <= -0.05 negative. */
export function labelForScore(score: number): SentimentLabel {
  if (score >= 0.05) return 'positive';
  if (score <= -0.05) return 'negative';
  return 'neutral';
}

/** Lexicon sentiment of one text (VADER's lexicon and rules, vader-sentiment's port). */
export function scoreSentiment(text: string): Sentiment {
  const trimmed = text.trim();
  if (!trimmed) return { score: 0, label: 'neutral' };
  const { compound } = polarityScores(trimmed.slice(0, 5000));
  const score = Math.round(compound * 10_000) / 10_000;
  return { score, label: labelForScore(score) };
}
