import { describe, expect, it } from 'vitest';
import { kishEffectiveN, meanEstimate, rake, weightedSums } from './weights';

describe('Kish effective base', () => {
  it('equals n for equal weights and (Σw)²/Σw² otherwise', () => {
    expect(kishEffectiveN([1, 1, 1, 1])).toBe(4);
    expect(kishEffectiveN([2, 2, 2])).toBe(3);
    // (1 + 2 + 3)^2 / (1 + 4 + 9) = 36 / 14
    expect(kishEffectiveN([1, 2, 3])).toBeCloseTo(36 / 14, 12);
  });
});

describe('weighted mean estimate', () => {
  it('reduces to the t interval on unweighted data', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7, se = sqrt(32/7/8) = 0.7559,
    // t(0.975, 7) = 2.3646 -> [3.2125, 6.7875].
    const e = meanEstimate(weightedSums([2, 4, 4, 4, 5, 5, 7, 9]));
    expect(e?.mean).toBe(5);
    expect(e?.variance).toBeCloseTo(32 / 7, 10);
    expect(e?.ciLow).toBeCloseTo(3.2125, 3);
    expect(e?.ciHigh).toBeCloseTo(6.7875, 3);
  });

  it('widens the interval with unequal weights (smaller n_eff)', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    const flat = meanEstimate(weightedSums(values));
    const skewed = meanEstimate(weightedSums(values, [1, 1, 1, 1, 1, 1, 1, 4]));
    expect(skewed?.nEff).toBeCloseTo(121 / 23, 10);
    expect((skewed?.ciHigh ?? 0) - (skewed?.ciLow ?? 0)).toBeGreaterThan(
      (flat?.ciHigh ?? 0) - (flat?.ciLow ?? 0),
    );
  });
});

describe('raking', () => {
  it('reweights one variable to its target shares with mean weight 1', () => {
    const { weights, converged } = rake(
      [['young', 'young', 'old', 'old']],
      [{ young: 0.7, old: 0.3 }],
    );
    expect(converged).toBe(true);
    expect(weights.map((w) => Number(w.toFixed(6)))).toEqual([1.4, 1.4, 0.6, 0.6]);
  });

  // Worked example: sample cells male-young 3, male-old 1, female-young 1, female-old 1; targets
  // 50/50 on both margins. IPF keeps the sample's cross-product ratio (Deming & Stephan 1940):
  // x² / (3 - x)² = 3·1 / (1·1), so the male-young cell total is x = 3√3 / (1 + √3) = 1.9019.
  it('matches the Deming-Stephan solution of a 2x2 raking', () => {
    const gender = ['m', 'm', 'm', 'm', 'f', 'f'];
    const age = ['y', 'y', 'y', 'o', 'y', 'o'];
    const { weights, converged } = rake(
      [gender, age],
      [
        { m: 0.5, f: 0.5 },
        { y: 0.5, o: 0.5 },
      ],
      { tolerance: 1e-12, maxIterations: 1000 },
    );
    const x = (3 * Math.sqrt(3)) / (1 + Math.sqrt(3));
    expect(converged).toBe(true);
    expect(weights[0]).toBeCloseTo(x / 3, 6);
    expect(weights[3]).toBeCloseTo(3 - x, 6);
    expect(weights[4]).toBeCloseTo(3 - x, 6);
    expect(weights[5]).toBeCloseTo(x, 6);
    expect(weights.reduce((s, w) => s + w, 0) / weights.length).toBeCloseTo(1, 10);
  });

  it('caps extreme weights', () => {
    const { weights } = rake(
      [['a', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b']],
      [{ a: 0.9, b: 0.1 }],
      {
        cap: 3,
        maxIterations: 1,
      },
    );
    // One respondent would need weight 9; capped at 3, the other nine share the rest: 7 / 9.
    expect(weights[0]).toBeCloseTo(3, 10);
    expect(weights[1]).toBeCloseTo(7 / 9, 10);
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(10, 10);
  });
});
