// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the client and bench tsconfigs compile this file without the server folder
/// <reference path="./vader-sentiment.d.ts" />
import vader from 'vader-sentiment';
import type { SentimentLabel } from '../../db/schema/index';

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

/** Lexicon sentiment of one text (VADER, the maintained port of the reference lexicon). */
export function scoreSentiment(text: string): Sentiment {
  const trimmed = text.trim();
  if (!trimmed) return { score: 0, label: 'neutral' };
  const { compound } = vader.SentimentIntensityAnalyzer.polarity_scores(trimmed.slice(0, 5000));
  const score = Math.round(compound * 10_000) / 10_000;
  return { score, label: labelForScore(score) };
}
