import { describe, expect, it } from 'vitest';
import { createBrandMatcher } from './brands';
import { detectLanguage } from './language';
import { labelForScore, scoreSentiment } from './sentiment';
import { createEnricher } from './service';

describe('sentiment (VADER)', () => {
  it('matches the compound scores published in the vaderSentiment README', () => {
    // Reference values from the vaderSentiment README examples.
    expect(scoreSentiment('VADER is smart, handsome, and funny.').score).toBeCloseTo(0.8316, 4);
    expect(scoreSentiment('VADER is smart, handsome, and funny!').score).toBeCloseTo(0.8439, 4);
    expect(scoreSentiment('VADER is very smart, handsome, and funny.').score).toBeCloseTo(
      0.8545,
      4,
    );
    expect(scoreSentiment('VADER is not smart, handsome, nor funny.').score).toBeCloseTo(
      -0.7424,
      4,
    );
    expect(scoreSentiment('A really bad, horrible book.').score).toBeCloseTo(-0.8211, 4);
  });

  it('labels with the ±0.05 thresholds and treats empty text as neutral', () => {
    expect(labelForScore(0.05)).toBe('positive');
    expect(labelForScore(0.0499)).toBe('neutral');
    expect(labelForScore(-0.05)).toBe('negative');
    expect(scoreSentiment('   ')).toEqual({ score: 0, label: 'neutral' });
    expect(scoreSentiment('The staff were great and friendly').label).toBe('positive');
  });
});

describe('language', () => {
  it('tells English from Spanish and gives null for too little text', () => {
    expect(detectLanguage('The burgers were great and the staff were very friendly today')).toBe(
      'en',
    );
    expect(detectLanguage('Me encantó la hamburguesa, el personal fue muy amable y rápido')).toBe(
      'es',
    );
    expect(detectLanguage('ok')).toBeNull();
  });
});

describe('brand matching', () => {
  const matcher = createBrandMatcher([
    { name: 'Huxtaburger', aliases: ['Huxta'], isOwn: false },
    { name: "Grill'd", aliases: ['Grilld'], isOwn: true },
    { name: 'Pulse Mobile', aliases: [], isOwn: false },
  ]);

  it('finds names and aliases on word boundaries, own brand first, apostrophes either way', () => {
    expect(matcher.match('Went to Grill’d then HUXTA for dessert')).toEqual([
      "Grill'd",
      'Huxtaburger',
    ]);
    expect(matcher.match('grilld is better than pulse mobile')).toEqual([
      "Grill'd",
      'Pulse Mobile',
    ]);
  });

  it('ignores names inside other words', () => {
    expect(matcher.match('Huxtable and grilldown and impulse mobiles')).toEqual([]);
    expect(matcher.match('#Huxta!')).toEqual(['Huxtaburger']);
  });

  it('enriches a text with sentiment, language, brands and own-brand flag', () => {
    const enrich = createEnricher(matcher);
    const result = enrich("Terrible service at Grill'd today, the food was awful and cold");
    expect(result).toMatchObject({
      sentimentLabel: 'negative',
      language: 'en',
      brands: ["Grill'd"],
      isOwnBrand: true,
    });
    expect(result.sentimentScore).toBeLessThan(-0.5);
  });
});
