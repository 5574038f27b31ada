import { describe, expect, it } from 'vitest';
import { summarize, twoProportionZTest, welchTTest, zTestOfEstimates } from './significance';

describe("Welch's t-test", () => {
  // Wikipedia, "Welch's t-test", Examples 1 and 2 (published t, df and p).
  it('matches example 1: t = -2.46, df = 24.99, p = 0.021', () => {
    const a1 = [
      27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4,
    ];
    const a2 = [
      27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4,
    ];
    const r = welchTTest(summarize(a1), summarize(a2));
    expect(r?.statistic).toBeCloseTo(-2.46, 2);
    expect(r?.df).toBeCloseTo(24.99, 2);
    expect(r?.pValue).toBeCloseTo(0.021, 3);
    expect(r?.significant).toBe(true);
  });

  it('matches example 2: t = -1.57, df = 9.90, p = 0.149 (not significant)', () => {
    const a1 = [17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8];
    const a2 = [
      21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8, 20.7, 21.7, 21.5, 22.5, 23.6,
      21.5, 22.5, 23.5, 21.5, 21.8,
    ];
    const r = welchTTest(summarize(a1), summarize(a2));
    expect(r?.statistic).toBeCloseTo(-1.57, 2);
    expect(r?.df).toBeCloseTo(9.9, 1);
    expect(r?.pValue).toBeCloseTo(0.149, 3);
    expect(r?.significant).toBe(false);
  });

  it('declines without variance or base', () => {
    expect(welchTTest({ mean: 1, variance: 0, n: 5 }, { mean: 2, variance: 0, n: 5 })).toBeNull();
    expect(welchTTest({ mean: 1, variance: 1, n: 1 }, { mean: 2, variance: 1, n: 5 })).toBeNull();
  });
});

describe('two-proportion z-test', () => {
  // statsmodels proportions_ztest docstring: count = [5, 12], nobs = [83, 99] -> p-value 0.159.
  it('matches the statsmodels example', () => {
    const r = twoProportionZTest(5, 83, 12, 99);
    expect(r?.pValue).toBeCloseTo(0.159, 3);
    expect(r?.statistic).toBeCloseTo(-1.409, 2);
    expect(r?.significant).toBe(false);
  });

  it('is significant for a large difference on a large base', () => {
    expect(twoProportionZTest(600, 1000, 500, 1000)?.significant).toBe(true);
  });
});

describe('z-test of two estimates', () => {
  it('uses the root of the summed variances', () => {
    // (10 - 0) / sqrt(3^2 + 4^2) = 2 -> p = 0.0455
    const r = zTestOfEstimates(10, 3, 0, 4);
    expect(r?.statistic).toBeCloseTo(2, 10);
    expect(r?.pValue).toBeCloseTo(0.0455, 4);
  });
});
