import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile } from './distributions';

// Published table values (any statistics textbook's t and z tables, e.g. NIST/SEMATECH 1.3.6.7).
describe('distributions', () => {
  it('normal CDF and quantile match the z table', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(-1.645)).toBeCloseTo(0.05, 3);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
  });

  it('t quantiles match the t table', () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228, 3);
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.042, 3);
    expect(studentTQuantile(0.95, 5)).toBeCloseTo(2.015, 3);
    expect(studentTQuantile(0.975, 1e9)).toBeCloseTo(1.96, 2);
  });

  it('t CDF is symmetric and monotone', () => {
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 10);
    expect(studentTCdf(2.228, 10)).toBeCloseTo(0.975, 4);
    expect(studentTCdf(-2.228, 10)).toBeCloseTo(0.025, 4);
  });
});
