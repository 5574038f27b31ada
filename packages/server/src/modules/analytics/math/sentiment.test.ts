import { describe, expect, it } from 'vitest';
import { labelForScore, scoreSentiment } from '../../enrichment/sentiment';

// The vaderSentiment README's reference sentences and their published compound scores; the
// analytics count mentions and comments by these labels (thresholds ±0.05).
describe('lexicon sentiment used by the analytics', () => {
  it.each([
    ['VADER is smart, handsome, and funny.', 0.8316],
    ['VADER is smart, handsome, and funny!', 0.8439],
    ['VADER is very smart, handsome, and funny.', 0.8545],
    ['VADER is VERY SMART, handsome, and FUNNY.', 0.9227],
    ['VADER is VERY SMART, handsome, and FUNNY!!!', 0.9342],
    ['The book was good.', 0.4404],
    ['The book was kind of good.', 0.3832],
    ['A really bad, horrible book.', -0.8211],
  ])('%s -> %d', (text, compound) => {
    expect(scoreSentiment(text).score).toBeCloseTo(compound, 3);
  });

  it('labels with the ±0.05 thresholds', () => {
    expect(labelForScore(0.05)).toBe('positive');
    expect(labelForScore(0.0499)).toBe('neutral');
    expect(labelForScore(-0.0499)).toBe('neutral');
    expect(labelForScore(-0.05)).toBe('negative');
  });
});
