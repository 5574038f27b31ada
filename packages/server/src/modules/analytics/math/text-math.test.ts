import { describe, expect, it } from 'vitest';
import { robustZScores, ewmaChart, median, scaledMad } from './anomaly';
import { candidateTerms, lemma } from './text';
import { classTfidf, smoothIdf, tfidf } from './tfidf';

describe('TF-IDF', () => {
  // scikit-learn user guide, "Tf–idf term weighting": TfidfTransformer on these counts, first
  // with smooth_idf=False, then with the default smooth_idf=True; both results are printed there.
  it("matches scikit-learn's documented examples", () => {
    const counts = [
      [3, 0, 1],
      [2, 0, 0],
      [3, 0, 0],
      [4, 0, 0],
      [3, 2, 0],
      [3, 0, 2],
    ];
    const expected = [
      [0.81940995, 0, 0.57320793],
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [0.47330339, 0.88089948, 0],
      [0.58149261, 0, 0.81355169],
    ];
    const result = tfidf(counts, false);
    expected.forEach((row, d) => row.forEach((v, t) => expect(result[d]?.[t]).toBeCloseTo(v, 7)));
    const smooth = [
      [0.85151335, 0, 0.52433293],
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [0.55422893, 0.83236428, 0],
      [0.63035731, 0, 0.77630514],
    ];
    const smoothed = tfidf(counts);
    smooth.forEach((row, d) => row.forEach((v, t) => expect(smoothed[d]?.[t]).toBeCloseTo(v, 7)));
    // idf of the third term: ln(7 / 3) + 1 = 1.8473
    expect(smoothIdf(2, 6)).toBeCloseTo(1.8473, 4);
  });

  it('c-TF-IDF weights a term by ln(1 + A / f) on L1-normalised class frequencies', () => {
    // Two classes of 4 words each (A = 4). Term 0 appears 2 + 2 = 4 times: idf ln(2);
    // term 1 only in class 0, twice: idf ln(3).
    const w = classTfidf([
      [2, 2, 0],
      [2, 0, 2],
    ]);
    expect(w[0]?.[0]).toBeCloseTo(0.5 * Math.log(2), 12);
    expect(w[0]?.[1]).toBeCloseTo(0.5 * Math.log(3), 12);
    expect(w[1]?.[1]).toBe(0);
  });
});

describe('lemmatised candidate terms', () => {
  it('maps inflections to dictionary forms', () => {
    expect(lemma('prices')).toBe('price');
    expect(lemma('children')).toBe('child');
    expect(lemma('went')).toBe('go');
  });

  it('forms unigrams and adjacent bigrams without stop words', () => {
    const terms = candidateTerms('The prices keep going up and the food safety scares worried me');
    expect(terms.has('price')).toBe(true);
    expect(terms.has('food safety')).toBe(true);
    expect(terms.has('safety scare')).toBe(true);
    expect(terms.has('the')).toBe(false);
    expect([...terms].some((t) => t.includes('and'))).toBe(false);
  });
});

describe('EWMA chart', () => {
  // NIST/SEMATECH e-Handbook 6.3.2.4 (EWMA control charts): λ = 0.3, target 50; the published
  // EWMA statistics begin 50.60, 49.52, 50.56, 50.18, 50.16.
  it('matches the NIST example EWMA series', () => {
    const data = [52.0, 47.0, 53.0, 49.3, 50.1, 47.0, 51.0, 50.1, 51.2, 50.5];
    const chart = ewmaChart(data, 50, 2.0539, 0.3);
    [50.6, 49.52, 50.56, 50.18, 50.16, 49.21, 49.75, 49.85, 50.26, 50.33].forEach((v, i) =>
      expect(chart[i]?.ewma).toBeCloseTo(v, 1),
    );
  });

  it('has qcc limits: λ = 0.2, L = 3 gives ±0.6σ at i = 1 and ±σ asymptotically', () => {
    const chart = ewmaChart(
      Array.from({ length: 200 }, () => 10),
      10,
      2,
    );
    expect(chart[0]?.ucl).toBeCloseTo(10 + 0.6 * 2, 10);
    expect(chart[199]?.ucl).toBeCloseTo(10 + 2, 6);
    expect(chart.every((p) => !p.outOfControl)).toBe(true);
  });
});

describe('robust z-score', () => {
  it('uses the median and 1.4826 MAD of the previous window', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // |x - 3| = 2, 1, 0, 1, 2 -> MAD 1
    expect(scaledMad([1, 2, 3, 4, 5])).toBeCloseTo(1.4826, 10);
  });

  it('flags a jump and not the current point itself in its baseline', () => {
    const counts = [10, 12, 11, 9, 10, 11, 12, 10, 11, 200];
    const z = robustZScores(counts, { minHistory: 5, minVolume: 10 });
    expect(z[9]?.spike).toBe(true);
    expect(z.slice(0, 9).some((p) => p.spike)).toBe(false);
    expect(z[2]?.z).toBeNull();
    // Previous 9 log1p counts have median log1p(11); MAD of them as computed by hand below.
    const prev = counts.slice(0, 9).map(Math.log1p);
    const expected = (Math.log1p(200) - median(prev)) / scaledMad(prev);
    expect(z[9]?.z).toBeCloseTo(expected, 10);
  });

  it('never flags low volumes', () => {
    const z = robustZScores([0, 0, 0, 0, 0, 0, 0, 0, 5], { minVolume: 10 });
    expect(z[8]?.spike).toBe(false);
  });
});
