import { describe, expect, it } from 'vitest';
import { bootstrapShares, weightedCorrelation } from './bootstrap';
import { correlationMatrix } from './regression';

function data(n: number) {
  let seed = 3;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
  return Array.from({ length: n }, () => {
    const x1 = rand();
    const x2 = rand();
    return [0.8 * x1 + 0.3 * x2 + 0.2 * rand(), x1, x2];
  });
}

describe('bootstrap of relative-weight shares', () => {
  it('weighted correlation equals the plain one with unit weights', () => {
    const rows = data(200);
    const a = weightedCorrelation(
      rows,
      rows.map(() => 1),
    );
    const b = correlationMatrix(rows);
    a.forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo(b[i]?.[j] ?? 0, 10)));
  });

  it('brackets the full-sample shares and narrows as the base grows', () => {
    const small = data(100);
    const large = data(2000);
    const s = bootstrapShares(
      small,
      small.map(() => 1),
    );
    const l = bootstrapShares(
      large,
      large.map(() => 1),
    );
    // x1 carries most of R² (0.64 vs 0.09 of the variance): its share is near 88%.
    expect(l?.low[0]).toBeLessThan(88);
    expect(l?.high[0]).toBeGreaterThan(84);
    expect((l?.high[0] ?? 0) - (l?.low[0] ?? 0)).toBeLessThan((s?.high[0] ?? 0) - (s?.low[0] ?? 0));
    expect(bootstrapShares(data(10), Array(10).fill(1))).toBeNull();
  });
});
